import { type Cookie, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { PREVIEW_HIDDEN_KEY } from '../../src/client/admin/preview/previewHidden';
import { type AdminTabId, adminAddressOf, DEFAULT_ADMIN_TAB } from '../../src/common/panel-addresses';

/**
 * /login with the panel's own sign-in form in place: the server draws a plain form first (it works without any
 * script) and the panel's script takes it over; a test of the panel's form waits for that.
 */
export async function openLoginPage(page: Page) {
  await page.goto('/login');
  await expect(page.locator('[data-server-login]')).toHaveCount(0);
}

/** The session this worker signed in with; each test's browser context starts with a copy of it. */
let workerSession: Cookie[] | undefined;

/** How a test's panel starts: with the live preview beside the form on a wide screen, or (the default) without. */
export interface PanelOptions {
  preview?: boolean;
}

/** For the tests about the live preview, or that use it on their way. */
export const WITH_PREVIEW: PanelOptions = { preview: true };

/**
 * Gives this test's browser context the e2e administrator's session, opening nothing. The sign-in goes through the
 * API once per worker (the login page's journey is tested in admin-auth.spec.ts): every later test's fresh browser
 * context gets that session's cookie instead of paying for another password check. A test that ended the session
 * (a sign-out) leaves the next one to sign in again.
 */
export async function takeOwnerSession(page: Page, { preview = false }: PanelOptions = {}) {
  // The owner's own "Preview" switch, kept on his device: a panel load without the preview draws the panel alone,
  // about a third less of the browser's work. The tests about the preview (and those using it) ask for it.
  if (!preview) await page.addInitScript((key) => localStorage.setItem(key, '1'), PREVIEW_HIDDEN_KEY);
  const context = page.context();
  if (workerSession) {
    await context.addCookies(workerSession);
    if (!(await page.request.get('/api/auth/me')).ok()) workerSession = undefined;
  }
  if (!workerSession) {
    await context.clearCookies();
    const answer = await page.request.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    workerSession = await context.cookies();
  }
}

/**
 * Signs the e2e administrator in (`takeOwnerSession`) and opens the panel at a tab's own address: a test about one
 * tab starts on it, as the owner's bookmark or a reload does, instead of drawing Portfolio and its preview first.
 */
export async function signIn(page: Page, tab: AdminTabId = DEFAULT_ADMIN_TAB, options: PanelOptions = {}) {
  await takeOwnerSession(page, options);
  const address = adminAddressOf(tab);
  await page.goto(address);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
}

/** Where admin screenshots taken for review go: outside the repository. */
export const REVIEW_SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';

/**
 * Opens one of the panel's own tabs as the owner does at the window's width: its tab in the row, or on a phone the
 * "Panel section" menu (client/admin/PhoneTabMenu.tsx), whose entries may carry a count after the name.
 */
export async function openPanelTab(page: Page, name: string) {
  const menu = page.getByRole('combobox', { name: 'Panel section' });
  const row = page.getByRole('tablist', { name: 'Admin sections' });
  // The panel may still be loading: one of the two shows once it has.
  await expect.poll(async () => (await menu.isVisible()) || (await row.isVisible())).toBe(true);
  if (await menu.isVisible()) {
    const option = menu.locator('option').filter({ hasText: new RegExp(`^${name}( \\(|$)`) });
    await menu.selectOption((await option.getAttribute('value')) ?? name);
  } else {
    // A tab's name may end with its count (Trash 3).
    await row.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }
}
