import type { Page } from '@playwright/test';

/**
 * Wakes every island of the page as a visitor's first intent would (a focus moving into it), and waits until
 * React has each one (islands/hydrate.tsx marks the marker).
 */
export async function wakeIslands(page: Page) {
  await page.evaluate(() => {
    for (const marker of document.querySelectorAll('[data-island]'))
      marker.firstElementChild?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((marker) =>
      marker.hasAttribute('data-island-hydrated'),
    ),
  );
}

/**
 * The browser announces that it went offline while our server stays reachable, as Chromium does whenever its
 * network interfaces change (Linux): only the `offline` event, nothing is blocked.
 */
export async function browserSaysOffline(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}
