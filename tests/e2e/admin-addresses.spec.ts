import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { REVIEW_SHOTS, signIn, WITH_PREVIEW } from '../support/admin-session';
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

test('every tab is reachable at 1280 px, each in view', { tag: '@looks' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await signIn(page);
  // Wide: every tab shows without scrolling.
  for (const name of TABS) await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-more-tabs="end"]')).toHaveCount(0);
  await expect(page.getByTestId('phone-tab-menu')).toBeHidden();
  for (const name of TABS) {
    await tab(page, name).click();
    await expectChosen(page, name);
  }
  await reviewShot(page, { path: `${REVIEW_SHOTS}/admin-tabs-1280-backups.png` });
});

test('on a tablet the tab row scrolls, and a fade with an arrow marks each end that has more', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await signIn(page);
  const row = page.getByRole('tablist', { name: 'Admin sections' });
  const fade = (side: 'start' | 'end') => page.locator(`[data-more-tabs="${side}"]`);
  await expect(row).toBeVisible();
  // At the start: more to the right only.
  await expect(fade('end')).toHaveCount(1);
  await expect(fade('start')).toHaveCount(0);
  // The arrow scrolls the row on: now there is more to the left too.
  await fade('end').getByRole('button', { includeHidden: true }).click();
  await expect(fade('start')).toHaveCount(1);
  // The last tab chosen (by the keyboard, as the row is walked): it is brought into view, and nothing is beyond it.
  await tab(page, 'Backups').focus();
  await page.keyboard.press('End');
  await expectChosen(page, 'Account');
  await expect(tab(page, 'Account')).toBeInViewport({ ratio: 1 });
  await expect(fade('end')).toHaveCount(0);
  await expect(fade('start')).toHaveCount(1);
});

test('on a phone every tab is two taps away in a menu, named in full, and the requests one tap', {
  tag: '@looks',
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const menu = page.getByRole('combobox', { name: 'Panel section' });
  await expect(menu).toBeInViewport({ ratio: 1 });
  // The row of tabs is a tablet's and wider: nothing of it is cut off at the phone's edge.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeHidden();
  const options = (await menu.locator('option').allTextContents()).map((text) =>
    text.replace(/ \(.*\)$/, ''),
  );
  expect(options).toEqual(expect.arrayContaining(TABS));
  await reviewShot(page, { path: `${REVIEW_SHOTS}/admin-tabs-390.png` });
  for (const name of TABS) {
    await menu.selectOption({
      label: (await menu.locator('option', { hasText: name }).first().textContent()) ?? name,
    });
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/account$/);
  // The requests, from any tab, in one tap; the menu says where the owner is.
  await page.getByRole('link', { name: /^Requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/contact-forms$/);
  await expect(menu).toHaveValue('contact');
  await page.reload();
  await expect(menu).toHaveValue('contact');
});

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

  await signIn(page, undefined, WITH_PREVIEW);
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
