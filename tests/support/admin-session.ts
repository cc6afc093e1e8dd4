import { type Cookie, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { type AdminTabId, adminAddressOf, DEFAULT_ADMIN_TAB } from '../../src/common/panel-addresses';

/** The session this worker signed in with; each test's browser context starts with a copy of it. */
let workerSession: Cookie[] | undefined;

/**
 * Gives this test's browser context the e2e administrator's session, opening nothing. The sign-in goes through the
 * API once per worker (the login page's journey is tested in admin-auth.spec.ts): every later test's fresh browser
 * context gets that session's cookie instead of paying for another password check. A test that ended the session
 * (a sign-out) leaves the next one to sign in again.
 */
export async function takeOwnerSession(page: Page) {
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
export async function signIn(page: Page, tab: AdminTabId = DEFAULT_ADMIN_TAB) {
  await takeOwnerSession(page);
  const address = adminAddressOf(tab);
  await page.goto(address);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
}

/** Where admin screenshots taken for review go: outside the repository. */
export const REVIEW_SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';
