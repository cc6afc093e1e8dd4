import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { REVIEW_SHOTS, signIn } from '../support/admin-session';
import { reviewShot } from '../support/screenshots';

/** Every tab the spec names, in order (client/admin/tabs/index.ts). */
const TABS = [
  'Portfolio',
  'Testimonials',
  'Contact Forms',
  'Page Content',
  'Advanced Pages',
  'Services',
  'Wildfire Recovery',
  'Branding',
  'Site Settings',
  'Trash',
  'Activity',
  'Backups',
  'Account',
];

/** A tab of the panel's own row (the tabs inside a tab, such as Services Page, are another row). */
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const expectChosen = (page: Page, name: string) =>
  expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');

test('a tab’s and a sub-tab’s address survive reload, and Back walks through them', async ({ page }) => {
  await signIn(page);
  await expectChosen(page, 'Portfolio');
  await tab(page, 'Page Content').click();
  await expect(page).toHaveURL(/\/admin\/page-content$/);
  await tab(page, 'Wildfire Recovery').click();
  await expect(page).toHaveURL(/\/admin\/wildfire-recovery$/);
  await page.getByRole('tab', { name: 'Altadena', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/wildfire-recovery\/altadena$/);

  await page.reload();
  await expectChosen(page, 'Wildfire Recovery');
  await expect(page.getByRole('tab', { name: 'Altadena', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/wildfire-recovery$/);
  await expect(page.getByRole('tab', { name: 'Pacific Palisades', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/page-content$/);
  await expectChosen(page, 'Page Content');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expectChosen(page, 'Portfolio');
  await page.goForward();
  await expectChosen(page, 'Page Content');

  // An address opened directly (a bookmark) shows its tab.
  await page.goto('/admin/backups');
  await expectChosen(page, 'Backups');
});

test('a signed-out owner is sent to sign in and brought back to the address he asked for', async ({
  page,
}) => {
  await page.goto('/admin/site-settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/site-settings$/);
  await expectChosen(page, 'Site Settings');
});

for (const width of [390, 1280]) {
  test(`every tab is reachable at ${width} px, and a narrow screen shows that more are there`, {
    tag: '@looks',
  }, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // Instant scrolling, so each press of the arrow has landed before the next look.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    const more = page.locator('[data-more-tabs="end"]');
    if (width === 1280) {
      // Wide: every tab shows without scrolling.
      for (const name of TABS) await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
      await expect(more).toHaveCount(0);
    } else {
      await expect(more).toBeVisible();
      await reviewShot(page, { path: `${REVIEW_SHOTS}/admin-tabs-${width}.png` });
      // The arrow in the fade brings the rest of the tabs into view.
      // Pressed until the fade at the end is gone (it may go between a look and a press, so the pair is retried).
      await expect(async () => {
        if ((await more.count()) > 0) {
          await more.getByRole('button', { includeHidden: true }).click({ timeout: 1_000 });
        }
        await expect(more).toHaveCount(0, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
      await expect(tab(page, 'Backups')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('[data-more-tabs="start"]')).toBeVisible();
    }
    for (const name of TABS) {
      await tab(page, name).click();
      await expectChosen(page, name);
    }
    await reviewShot(page, { path: `${REVIEW_SHOTS}/admin-tabs-${width}-backups.png` });
    // Reloaded on the last tab, the row starts with it in view.
    await page.reload();
    await expect(tab(page, 'Backups')).toBeInViewport({ ratio: 1 });
  });
}

test('a refused value marks its field as well as the toast, until it is changed', { tag: '@looks' }, async ({
  page,
}) => {
  await signIn(page);
  await tab(page, 'Branding').click();
  const field = page.locator('[data-setting-key="site_accent_color"]');
  const hex = field.locator('input:not([type=color])');
  await expect(hex).toBeEnabled();
  await hex.fill('not a colour');
  await hex.press('Tab');
  await expect(page.getByText('Failed to update setting')).toBeVisible();
  await expect(hex).toHaveAttribute('aria-invalid', 'true');
  await expect(field.getByText('Must be a hex color such as #d4af37')).toBeVisible();
  await reviewShot(field, { path: `${REVIEW_SHOTS}/admin-field-error.png` });
  await hex.fill('#d4af3');
  await expect(hex).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field.getByText('Must be a hex color such as #d4af37')).toHaveCount(0);
});

test('"Edit this page" shows to the signed-in owner only, and leads to the page’s words', {
  tag: '@looks',
}, async ({ page }) => {
  const editLink = page.getByRole('link', { name: 'Edit this page' });
  // A visitor: the page (kept by the page cache for everyone) holds the link, hidden.
  await page.goto('/about');
  await expect(page.locator('a[data-edit-this-page]')).toHaveCount(1);
  await expect(editLink).toBeHidden();

  await signIn(page);
  await page.goto('/about');
  await expect(editLink).toBeVisible();
  await reviewShot(page, { path: `${REVIEW_SHOTS}/edit-this-page-about.png` });
  await editLink.click();
  await expect(page).toHaveURL(/\/admin\/page-content\/about$/);
  await expectChosen(page, 'Page Content');
  await expect(page.getByRole('heading', { name: 'About Page' })).toBeInViewport();

  await page.goto('/wildfire-recovery?community=altadena');
  await editLink.click();
  await expect(page).toHaveURL(/\/admin\/wildfire-recovery\/altadena$/);
  await expect(page.getByRole('tab', { name: 'Altadena', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Not in the panel's own live preview of a page.
  await tab(page, 'Page Content').click();
  const preview = page.frameLocator('iframe[title*="preview" i]');
  await expect(preview.locator('a[data-edit-this-page]').first()).toBeAttached();
  await expect(preview.getByRole('link', { name: 'Edit this page' })).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a[data-edit-this-page]')).toHaveCount(1);
  await expect(editLink).toBeHidden();
});

test('Backups says its schedule on the Los Angeles clock and shows no server folder', async ({ page }) => {
  await signIn(page);
  await tab(page, 'Backups').click();
  const note = page.getByText(/A backup is taken every day at/);
  await expect(note).toContainText(/every day at \d{1,2}:\d{2} [AP]M P[SD]T;/);
  const panel = page.getByRole('tabpanel', { name: /^Backups/ });
  await expect(panel).not.toContainText('UTC');
  await expect(panel).not.toContainText(process.env.E2E_DATA_DIR ?? '/tmp/');
});
