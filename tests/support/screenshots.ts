import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for review. Sections below the first screen are rendered only near the viewport
 * (`content-visibility: auto`, src/client/components/belowTheFold.ts) and a full-page capture does not bring
 * them near, so they would come out blank: here they are drawn as a visitor scrolling down sees them.
 */
export async function screenshotFullPage(
  page: Page,
  path: string,
  options: { animations?: 'disabled' } = {},
) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path, fullPage: true, ...options });
}
