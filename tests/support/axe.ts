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
  const builder = new AxeBuilder({ page }).exclude(LIVE_PREVIEW_FRAME);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
}
