import type { Page } from '@playwright/test';

/**
 * React owns the page: hydrateRoot/createRoot mark the container, and React marks each element it has hydrated
 * (the page itself, inside its Suspense boundary, is hydrated after the frame around it and its effects).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const isReacts = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__react'));
    const pageContent = document.querySelector('main')?.firstElementChild;
    return isReacts(document.getElementById('root')) && (!pageContent || isReacts(pageContent));
  });
}

/**
 * The browser announces that it went offline while our server stays reachable, as Chromium does whenever its
 * network interfaces change (Linux): only the `offline` event, nothing is blocked.
 */
export async function browserSaysOffline(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}

/**
 * Public pages arrive server-rendered with their data, so their loading and error states are what a visitor
 * sees when the browser has to fetch: after a client-side navigation. This opens the client-rendered /login
 * (which reads no public data), then moves to `path` the way a router link does, without a page load.
 */
export async function openWithClientNavigation(page: Page, path: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
