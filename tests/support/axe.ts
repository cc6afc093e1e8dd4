import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { drawWholePage } from './screenshots';

/**
 * The admin panel's live preview frame: it shows a public page, which the public pages' own axe tests check
 * drawn in full; inside the frame its sections may still be fading in (or never scrolled into view) when axe runs.
 */
const LIVE_PREVIEW_FRAME = 'iframe[title="Live preview of the public page"]';

/**
 * axe finds no serious or critical violation. Every section is drawn and finite animations (dialogs opening,
 * cards fading in, toasts sliding) finish first: contrast is judged on what a person ends up seeing, not on a
 * half-faded frame.
 */
export async function expectNoSeriousViolations(page: Page, options: { exclude?: string } = {}) {
  await drawWholePage(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (`legacyMode`), not runPartial in each frame and finishRun in a blank page of its
  // own: our pages have no frame of another origin, and the one same-origin frame (the preview) is excluded.
  // `resultTypes`: only violations get a selector for every node (passes are not read). Together they make a
  // check about 2.5 times faster (docs/testing.md), with the same rules and the same violations found.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude(LIVE_PREVIEW_FRAME);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
}
