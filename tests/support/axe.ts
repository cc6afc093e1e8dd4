import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe finds no serious or critical violation. Finite animations (dialogs opening, cards fading in, toasts
 * sliding) finish first: contrast is judged on what a person ends up seeing, not on a half-faded frame. Only
 * those of what is drawn: content the browser skips until the visitor scrolls near it (`content-visibility:
 * auto`) holds its animations until then.
 */
export async function expectNoSeriousViolations(page: Page, options: { exclude?: string } = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target || target.checkVisibility({ contentVisibilityAuto: true });
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
}
