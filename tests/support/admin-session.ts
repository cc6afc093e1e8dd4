import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Signs the e2e administrator in and opens the panel. The sign-in itself goes through the API (the page's own
 * request context, so the browser holds the session cookie): the login page's journey is tested once, in
 * admin-auth.spec.ts, and every other admin test starts where it ends.
 */
export async function signIn(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Where admin screenshots taken for review go: outside the repository. */
export const REVIEW_SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';
