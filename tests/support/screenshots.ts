import type { Page } from '@playwright/test';

/**
 * Draws every section now. Sections below the first screen are rendered only near the viewport
 * (`content-visibility: auto`, src/client/components/belowTheFold.ts), and their entrance animations wait until
 * then. A full-page capture does not bring them near (they would come out blank), and axe scrolling to one
 * mid-check would judge it half-faded: both see the page as a visitor scrolling down sees it.
 */
export async function drawWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** A full-page screenshot for review, every section drawn. */
export async function screenshotFullPage(
  page: Page,
  path: string,
  options: { animations?: 'disabled' } = {},
) {
  await drawWholePage(page);
  await page.screenshot({ path, fullPage: true, ...options });
}
