/**
 * How long the first use of each island takes to show its effect on a slow phone (4x CPU slowdown through the
 * DevTools protocol): from the press that wakes it (its code not yet loaded) to the dialog, the drawer, the theme
 * or the tab's page load starting. A measurement, not a test; the target is 200 ms (docs/page-speed.md).
 * Starts the built app (`npm run build` first) like `npm run lighthouse`.
 * Usage: node --import tsx scripts/dev/island-first-use.mts [runs]
 */
import { chromium, type Page } from 'playwright';
import { startApp } from '../bench-support';
import { findChromium, MEASUREMENT_ARGS } from '../chromium';

const RUNS = Math.max(1, Number(process.argv[2]) || 5);
/**
 * `cold`: the press is the visitor's first move on the page (nothing of the islands' code loaded). `warm`: the
 * pointer moved over the page a moment before (islands/main.ts then starts loading the shared runtime).
 */
const MODES = ['cold', 'warm'] as const;

interface Case {
  island: string;
  path: string;
  viewport: { width: number; height: number };
  /** What the visitor did just before (nothing of the island's code loaded yet). */
  before?: (page: Page) => Promise<void>;
  /** What the visitor presses. */
  press: (page: Page) => ReturnType<Page['locator']>;
  /** A page expression true once the island has reacted (a new page's load counts from `beforeunload`). */
  reacted: string;
}

const CASES: Case[] = [
  {
    island: 'gallery (open a project)',
    path: '/portfolio',
    viewport: { width: 412, height: 823 },
    press: (page) => page.getByTestId('project-card').first(),
    reacted: `!!document.querySelector('dialog[open]')`,
  },
  {
    island: 'gallery (next photo, just opened)',
    path: '/portfolio',
    viewport: { width: 412, height: 823 },
    before: async (page) => {
      await page.getByTestId('project-card').first().click();
      await page.locator('dialog[open]').waitFor();
    },
    press: (page) => page.locator('dialog[open]').getByRole('button', { name: 'Next image' }),
    reacted: `document.querySelector('dialog[open] [data-testid="image-counter"]')?.textContent?.startsWith('2 /')`,
  },
  {
    island: 'menu (open the drawer)',
    path: '/',
    viewport: { width: 412, height: 823 },
    press: (page) => page.getByRole('button', { name: 'Open menu' }),
    reacted: `!!document.querySelector('dialog[open]')`,
  },
  {
    island: 'theme switch',
    path: '/',
    viewport: { width: 412, height: 823 },
    press: (page) => page.getByRole('button', { name: 'Switch to dark theme' }),
    reacted: `document.documentElement.classList.contains('dark')`,
  },
  {
    island: 'community tabs (Altadena)',
    path: '/wildfire-recovery',
    viewport: { width: 412, height: 823 },
    press: (page) => page.getByRole('tab', { name: 'Altadena' }),
    reacted: 'window.__unloading === true',
  },
];

/** Records, in the page, the first press and the first frame at which `reacted` holds. */
const probe = (reacted: string) => `
  window.__pressed = undefined; window.__reacted = undefined;
  addEventListener('pointerdown', () => { window.__pressed ??= performance.now(); }, true);
  addEventListener('beforeunload', () => { window.__unloading = true; check(); });
  function check() {
    if (window.__pressed !== undefined && window.__reacted === undefined && (${reacted})) {
      window.__reacted = performance.now();
      sessionStorage.setItem('__firstUse', String(window.__reacted - window.__pressed));
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  (function frame() { check(); requestAnimationFrame(frame); })();
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

const app = await startApp();
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: MEASUREMENT_ARGS,
});
try {
  for (const mode of MODES)
    for (const testCase of CASES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A fresh context: nothing of the islands' code is in the browser's cache yet.
        const context = await browser.newContext({ viewport: testCase.viewport });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(probe(testCase.reacted));
        await page.goto(app.url + testCase.path, { waitUntil: 'load' });
        await page.waitForTimeout(500);
        if (mode === 'warm') {
          await page.mouse.move(5, 300);
          await page.waitForTimeout(1500);
        }
        await testCase.before?.(page);
        await page.evaluate('window.__pressed = undefined');
        await testCase.press(page).click();
        await page.waitForFunction(() => sessionStorage.getItem('__firstUse') !== null, undefined, {
          timeout: 15_000,
        });
        // The tabs' case loads another page meanwhile: read once it has.
        await page.waitForLoadState('load');
        const read = () => page.evaluate(() => sessionStorage.getItem('__firstUse'));
        const retry = async () => {
          await page.waitForLoadState('load');
          return read();
        };
        times.push(Number(await read().catch(retry)));
        await context.close();
      }
      console.log(
        `${mode} ${testCase.island.padEnd(28)} median ${median(times).toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(', ')})`,
      );
    }
} finally {
  await browser.close();
  await app.stop();
}
