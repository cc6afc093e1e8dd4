import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousViolations } from '../support/axe';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

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
