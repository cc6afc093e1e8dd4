import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { drawWholePage } from './screenshots';

/**
 * The admin panel's live preview frame: it shows a public page, which the public pages' own axe tests check
 * drawn in full; inside the frame its sections may still be fading in (or never scrolled into view) when axe runs.
 */
const LIVE_PREVIEW_FRAME = 'iframe[title="Live preview of the public page"]';

export interface AxeOptions {
  /** Only these rules (all of axe's default rules otherwise). */
  rules?: string[];
  /** A part of the page left out, by CSS selector (the preview frame always is). */
  exclude?: string;
}

/**
 * What axe finds on the page: `id (impact): nodes`. axe runs in the page itself, injected once per document (a
 * later check of the same page reuses it) and told not to look into frames: our pages have no frame but the
 * panel's preview, which is left out. @axe-core/playwright evaluated axe's half megabyte of script two or more
 * times per check, in the page and every frame, which was about half of a check's time.
 */
export async function axeViolations(page: Page, { rules, exclude }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ rules, exclude }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        {
          // Only violations get a selector for every node: passes are not read.
          resultTypes: ['violations'],
          iframes: false,
          ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
        },
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim()),
      }));
    },
    { rules, exclude: [LIVE_PREVIEW_FRAME, ...(exclude ? [exclude] : [])] },
  );
}

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
  const serious = (await axeViolations(page, options)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.join(', ')}`)).toEqual([]);
}
