import type { Page } from '@playwright/test';

/**
 * Public pages arrive server-rendered with their data, so their loading and error states are what a visitor
 * sees when the browser has to fetch: after a client-side navigation. This opens the client-rendered /login
 * (which reads no public data), then moves to `path` the way a router link does, without a page load.
 */
export async function openWithClientNavigation(page: Page, path: string) {
  await page.goto('/login');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
