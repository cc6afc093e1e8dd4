import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs the e2e administrator in through the login page and waits for the panel. */
export async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Where admin screenshots taken for review go: outside the repository. */
export const REVIEW_SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';
