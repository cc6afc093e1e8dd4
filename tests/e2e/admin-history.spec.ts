import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONFIRMATIONS, TOASTS } from '../../src/common/messages';
import { type AdminTabId, adminAddressOf } from '../../src/common/panel-addresses';
import { openLoginPage, openPanelTab, REVIEW_SHOTS, takeOwnerSession } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot } from '../support/screenshots';

async function openTab(page: Page, name: string): Promise<Locator> {
  await openPanelTab(page, name);
  return page.getByRole('tabpanel');
}

async function heroTitleField(page: Page) {
  const panel = await openTab(page, 'Page Content');
  const field = panel.getByLabel('Hero title', { exact: true });
  await expect(field).toBeEnabled();
  return { panel, field };
}

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function storedValue(page: Page, key: string): Promise<string | undefined> {
  const rows = (await (await page.request.get('/api/settings')).json()) as Array<{
    key: string;
    value: string;
  }>;
  return rows.find((row) => row.key === key)?.value;
}

/**
 * The same view of a tab, opened at its own address, in the three looks the panel is reviewed in (wide light, wide
 * dark, phone), each checked by axe.
 */
async function screenshots(page: Page, tab: AdminTabId, name: string, show: () => Promise<void>) {
  for (const look of [
    { theme: 'light', width: 1280, height: 900 },
    { theme: 'dark', width: 1280, height: 900 },
    { theme: 'light', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.evaluate((theme) => localStorage.setItem('summit-coast-theme', theme), look.theme);
    await page.goto(adminAddressOf(tab));
    await show();
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `${REVIEW_SHOTS}/${name}-${look.width}-${look.theme}.png` });
  }
  await page.evaluate(() => localStorage.removeItem('summit-coast-theme'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

// Each test opens the panel where it begins (the tab's own address).
test.beforeEach(async ({ page }) => {
  await takeOwnerSession(page);
});

test.afterEach(async ({ page }) => {
  await page.request.put('/api/settings/hero_title', { data: { value: '' } });
});

test('the owner edits a setting, sees before and after in its History, and restores the earlier text', async ({
  page,
}) => {
  await page.goto(adminAddressOf('pages'));
  const { panel, field } = await heroTitleField(page);
  await field.fill('Homes built on the coast');
  await field.press('Tab');
  await expect(page.getByText(TOASTS.settingUpdated, { exact: true })).toBeVisible();
  await field.fill('Homes built to last on the coast');
  await field.press('Tab');
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('Homes built to last on the coast');

  await panel.locator('[data-setting-key="hero_title"]').getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History: Hero title' });
  const versions = dialog.getByTestId('version');
  await expect(versions.first()).toContainText('Current');
  const latest = versions.first().getByTestId('field-change');
  await expect(latest.locator('del')).toHaveCount(0);
  await expect(latest.locator('ins')).toHaveText('to last ');
  await expect(latest).toContainText('Homes built on the coast');

  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Earlier version restored', { exact: true })).toBeVisible();
  // The notice, once in its place, is below the dialog, not over its Close button.
  const notice = page.locator('[data-scope="toast"][data-part="root"]');
  await notice.evaluate((element) => Promise.all(element.getAnimations().map((motion) => motion.finished)));
  expect(overlaps(await notice.boundingBox(), await dialog.boundingBox())).toBe(false);
  await expect(versions.first()).toContainText('Restored an earlier version');
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('Homes built on the coast');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(field).toHaveValue('Homes built on the coast');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Homes built on the coast');

  await screenshots(page, 'pages', 'history-dialog', async () => {
    const { panel: shown } = await heroTitleField(page);
    await shown.locator('[data-setting-key="hero_title"]').getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('dialog').getByTestId('version').first()).toBeVisible();
  });
});

test('Undo in the toast after a save puts the previous value back', async ({ page }) => {
  await page.goto(adminAddressOf('pages'));
  const { field } = await heroTitleField(page);
  await field.fill('Before the mistake');
  await field.press('Tab');
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('Before the mistake');
  // The first save's toast (whose Undo would take back that save) is dismissed, so the one clicked is the second's.
  const toast = page.getByRole('status').filter({ hasText: TOASTS.settingUpdated });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await field.fill('A typo I regret');
  await field.press('Tab');
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('A typo I regret');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('Before the mistake');
  await expect(field).toHaveValue('Before the mistake');
});

test('a deleted project waits in the Trash, counted on its tab, and comes back to the portfolio with its photos', async ({
  page,
}) => {
  const projects = (await (await page.request.get('/api/portfolio')).json()) as Array<{
    title: string;
    imageUrls: string[];
  }>;
  const project = projects[1] as (typeof projects)[number];
  // Other spec files delete things too: the badge counts from whatever the Trash held before.
  const trashCount = async () =>
    ((await (await page.request.get('/api/admin/trash/count')).json()) as { count: number }).count;
  const before = await trashCount();
  await page.goto('/admin');
  await openTab(page, 'Portfolio');
  await page.getByRole('button', { name: `Delete ${project.title}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(CONFIRMATIONS.deleteProject);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(TOASTS.projectDeleted, { exact: true })).toBeVisible();

  const trashTab = page.getByRole('tab', { name: /^Trash/ });
  await expect(trashTab.getByTestId('trash-count')).toHaveText(String(before + 1));
  await page.goto('/portfolio');
  await expect(page.getByText(project.title, { exact: true })).toHaveCount(0);

  await page.goto(adminAddressOf('trash'));
  const panel = await openTab(page, 'Trash');
  const item = panel.getByTestId('trash-item').filter({ hasText: project.title });
  await expect(item).toBeVisible();
  await screenshots(page, 'trash', 'trash-tab', async () => {
    await openTab(page, 'Trash');
    await expect(page.getByTestId('trash-item').first()).toBeVisible();
  });
  await openTab(page, 'Trash');
  await page.getByRole('button', { name: `Restore ${project.title}`, exact: true }).click();
  await expect(page.getByText('Restored from the Trash', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trash-item')).toHaveCount(before);
  if (before === 0) await expect(trashTab.getByTestId('trash-count')).toHaveCount(0);
  else await expect(trashTab.getByTestId('trash-count')).toHaveText(String(before));

  await page.goto('/portfolio');
  const card = page.getByRole('listitem').filter({ hasText: project.title }).first();
  await expect(card).toBeVisible();
  const cover = card.locator('img').first();
  await expect(cover).toHaveAttribute(
    'src',
    new RegExp(project.imageUrls[0]?.replace(/[.?]/g, '\\$&') ?? ''),
  );
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

test('the Activity tab lists a failed sign-in with its address', async ({ page, browser }) => {
  const stranger = await browser.newPage();
  await openLoginPage(stranger);
  await stranger.getByLabel('Username').fill('not-the-owner');
  await stranger.getByLabel('Password').fill('a wrong password');
  await stranger.getByRole('button', { name: 'Sign In' }).click();
  await expect(stranger.getByText('Invalid credentials').first()).toBeVisible();
  await stranger.close();

  await page.goto(adminAddressOf('activity'));
  const panel = await openTab(page, 'Activity');
  await panel.getByRole('button', { name: 'Sign-ins', exact: true }).click();
  const failed = panel.locator('[data-action="sign-in-failed"]').filter({ hasText: 'not-the-owner' });
  await expect(failed.first()).toContainText('from 127.0.0.1');
  await expect(panel.locator('[data-action="sign-in"]').first()).toBeVisible();
  await screenshots(page, 'activity', 'activity-tab', async () => {
    await openTab(page, 'Activity');
    await expect(page.getByTestId('activity-entry').first()).toBeVisible();
  });
});

test('a project edit can be undone from the toast, and its History shows the change', async ({ page }) => {
  const [project] = (await (await page.request.get('/api/portfolio')).json()) as Array<{
    id: number;
    title: string;
  }>;
  if (!project) throw new Error('the demo content has projects');
  const renamed = `${project.title} (renamed)`;
  await page.goto('/admin');
  await openTab(page, 'Portfolio');
  await page.getByRole('button', { name: `Edit ${project.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: TOASTS.projectUpdated });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: project.title, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `History of ${project.title}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History: ${project.title}` });
  const versions = history.getByTestId('version');
  // Kept as an undo, not as a restore chosen from the History.
  await expect(versions.first()).toContainText('Undone (back to the version before)');
  await expect(versions.first().locator('[data-field="title"] del')).toHaveText(' (renamed)');
  await expect(versions.nth(1).locator('[data-field="title"] ins')).toHaveText(' (renamed)');
  await expect(versions.last()).toContainText('As it was before history began');
  await expectNoSeriousViolations(page);
});
