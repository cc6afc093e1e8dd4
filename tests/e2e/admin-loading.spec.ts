/**
 * The sign-in page and the panel while they load, checked by axe with every rule (not only the serious ones): the
 * shell before the panel's script has run (a slow connection), then the panel's own spinner while the session is
 * read. Each is a page with a title, a heading and a status that announces what it waits for. And the settings'
 * list fields, several to a tab, give no id twice.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminAddressOf } from '../../src/common/panel-addresses';
import { takeOwnerSession } from '../support/admin-session';
import { axeViolations } from '../support/axe';

/** Every violation axe finds, whatever its impact. */
async function violations(page: Page, rules?: string[]) {
  return (await axeViolations(page, { rules })).map(({ id, nodes }) => `${id}: ${nodes.join(', ')}`);
}

test('before the panel’s script: /admin a titled shell with an announced status, /login its form', async ({
  page,
}) => {
  // The built scripts never arrive: the page stays as the server sent it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin Panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
  await expect(page.getByRole('status')).toHaveText('Loading the admin panel');
  expect(await violations(page), '/admin').toEqual([]);
  // The sign-in page is the server's own form, whole without any script (admin-auth.spec.ts signs in with it).
  await page.goto('/login');
  await expect(page).toHaveTitle('Admin Login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations(page), '/login').toEqual([]);
});

test('the panel’s spinner while the session is read: named, announced, in a titled page', async ({
  page,
}) => {
  // The session's read never answers: the sign-in page and the panel keep waiting for it.
  await page.route('**/trpc/public.auth.me**', () => {});
  await page.route('**/api/auth/me', () => {});
  // The sign-in page does not wait for it: the server drew the form for a browser signed out a moment ago.
  await page.goto('/login');
  await expect(page.locator('[data-server-login]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Login');
  expect(await violations(page), '/login').toEqual([]);

  await takeOwnerSession(page);
  await page.goto('/admin');
  await expect(page.getByRole('status')).toHaveText('Loading the admin panel');
  await expect(page).toHaveTitle('Admin Panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
  expect(await violations(page), '/admin').toEqual([]);
});

test('Site Settings gives every field its own id: no id twice among the list settings', async ({ page }) => {
  await takeOwnerSession(page);
  await page.goto(adminAddressOf('settings'));
  const lists = page.locator('[data-setting-key] [data-testid="list-editor-row"]');
  await expect(lists.first()).toBeVisible();
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  // axe's own id rules, off by default (duplicate-id and duplicate-id-active are deprecated in axe 4).
  expect(await violations(page, ['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria'])).toEqual([]);
});
