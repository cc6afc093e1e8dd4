import { expect, type Page, test } from '@playwright/test';
import { positionText } from '../../src/client/admin/history/labels';
import { TOASTS } from '../../src/common/messages';
import { openPanelTab, REVIEW_SHOTS, signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot } from '../support/screenshots';

const publicTitles = async (page: Page) =>
  ((await (await page.request.get('/api/portfolio')).json()) as Array<{ title: string }>).map(
    (project) => project.title,
  );

/** Moves the last project of the Portfolio tab to the top by keyboard; answers its title. */
async function moveLastToTop(page: Page): Promise<string> {
  const rows = page.getByTestId('admin-project');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const last = rows.last();
  const title = (await last.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await last.getByRole('button', { name: `Drag to reorder ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < count; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(title);
  return title;
}

test('Undo on the notice after a keyboard move puts the projects back in their order, for visitors too', async ({
  page,
  context,
}) => {
  await signIn(page);
  const original = await publicTitles(page);
  expect(original.length).toBeGreaterThan(1);
  for (const look of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(look);
    await page.goto('/admin');
    await openPanelTab(page, 'Portfolio');
    const title = await moveLastToTop(page);
    await expect.poll(() => publicTitles(page)).toEqual([title, ...original.filter((t) => t !== title)]);
    const toast = page.getByRole('status').filter({ hasText: TOASTS.projectsReordered });
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
    await toast.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
    await reviewShot(page, { path: `${REVIEW_SHOTS}/reorder-undo-toast-${look.width}.png` });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Move undone', { exact: true })).toBeVisible();
    await expect.poll(() => publicTitles(page)).toEqual(original);
    await expect(page.getByTestId('admin-project').last().getByRole('heading', { level: 3 })).toHaveText(
      title,
    );

    // The move and its undo are both in the project's History, its place in words.
    await page.getByRole('button', { name: `History of ${title}`, exact: true }).click();
    const history = page.getByRole('dialog', { name: `History: ${title}` });
    // The undo is the newest version: from the top, where the move put it, back to the last place.
    const undone = history.getByTestId('version').first();
    await expect(undone).toContainText('Moved');
    const position = undone.locator('[data-field="sortOrder"]');
    await expect(position).toContainText('Position');
    await expect(position.locator('del')).toHaveText('1st');
    await expect(position.locator('ins')).toHaveText(positionText(original.length - 1));
    // The move before it: every item holds a place of its own (demo content included), so it shows there too.
    const moved = history.getByTestId('version').nth(1).locator('[data-field="sortOrder"]');
    await expect(moved.locator('del')).toHaveText(positionText(original.length - 1));
    await expect(moved.locator('ins')).toHaveText('1st');
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `${REVIEW_SHOTS}/reorder-history-${look.width}.png` });
    await history.getByRole('button', { name: 'Close' }).first().click();
  }

  const visitor = await context.newPage();
  await visitor.goto('/portfolio');
  await expect(visitor.getByTestId('project-card').first()).toContainText(original[0] as string);
});

test('the owner drags the last project to the top with the keyboard and visitors find it first', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  const rows = page.getByTestId('admin-project');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const last = rows.last();
  const title = (await last.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(rows.first()).not.toContainText(title);
  await expectNoSeriousViolations(page);

  // Space lifts, each arrow moves one place, Space drops (the library announces each step).
  await last.getByRole('button', { name: `Drag to reorder ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < count; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(title);

  // Saved: the order holds after a reload, and the public page shows the project first.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/portfolio')).json()) as Array<{ title: string }>)[0]?.title,
    )
    .toBe(title);
  await page.reload();
  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(title);

  const visitor = await context.newPage();
  await visitor.goto('/portfolio');
  await expect(visitor.getByTestId('project-card').first()).toContainText(title);
});

test('the owner drags a project to the top with the mouse and visitors find it first', async ({ page }) => {
  // Tall enough that no row is near the window's edges, where the library scrolls the page under the pointer.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page);
  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  const rows = page.getByTestId('admin-project');
  await expect(rows.first()).toBeVisible();
  const moved = rows.nth(2);
  const title = (await moved.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const handle = moved.getByRole('button', { name: `Drag to reorder ${title}`, exact: true });
  const from = await handle.boundingBox();
  const top = await rows.first().boundingBox();
  if (!from || !top) throw new Error('the rows have no boxes');
  // Pressed, moved past the library's few pixels of slop, carried above the first row in steps, dropped.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, top.y + 5, { steps: 20 });
  await page.mouse.up();
  await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(page.getByText(TOASTS.projectsReordered)).toBeVisible();
  await expect.poll(async () => (await publicTitles(page))[0]).toBe(title);
});
