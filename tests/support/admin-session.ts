import { type Cookie, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** The session this worker signed in with; each test's browser context starts with a copy of it. */
let workerSession: Cookie[] | undefined;

/**
 * Signs the e2e administrator in and opens the panel. The sign-in goes through the API once per worker (the
 * login page's journey is tested in admin-auth.spec.ts): every later test's fresh browser context gets that
 * session's cookie instead of paying for another password check. A test that ended the session (a sign-out)
 * leaves the next one to sign in again.
 */
export async function signIn(page: Page) {
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
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Where admin screenshots taken for review go: outside the repository. */
export const REVIEW_SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';
