import type { Locator, Page, PageScreenshotOptions, ViewportSize } from '@playwright/test';

/**
 * `npm run test:review` (SCB_REVIEW=1): the run that takes the screenshots a person looks at, and runs the tests
 * tagged `@review`, which only take screenshots. `npm test` skips both and keeps every assertion.
 */
export const REVIEW = process.env.SCB_REVIEW === '1';

/** A screenshot for review: taken by `npm run test:review` only. */
export async function reviewShot(target: Page | Locator, options: PageScreenshotOptions) {
  if (REVIEW) await target.screenshot(options);
}

/**
 * Screenshots for review at several window sizes (`npm run test:review` only), the window put back as it was after.
 * `npm test` does not resize at all: each size redraws the whole panel for a picture nobody takes.
 */
export async function reviewShotsAt<Size extends ViewportSize>(
  page: Page,
  sizes: readonly Size[],
  shoot: (size: Size) => Promise<void>,
) {
  if (!REVIEW) return;
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await shoot(size);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Draws every section now. Sections below the first screen are rendered only near the viewport
 * (`content-visibility: auto`, src/client/components/belowTheFold.ts), and their entrance animations wait until
 * then. A full-page capture does not bring them near (they would come out blank), and axe scrolling to one
 * mid-check would judge it half-faded: both see the page as a visitor scrolling down sees it.
 */
export async function drawWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** A full-page screenshot for review, every section drawn (`npm run test:review` only). */
export async function screenshotFullPage(
  page: Page,
  path: string,
  options: { animations?: 'disabled' } = {},
) {
  if (!REVIEW) return;
  await drawWholePage(page);
  await page.screenshot({ path, fullPage: true, ...options });
}
