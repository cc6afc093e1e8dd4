/**
 * What the app's scripts spend a slow phone's main thread on (4x CPU slowdown), by npm package or source file
 * through the build's source maps: top-level module evaluation (the bundle starting) apart from everything
 * else (hydration, effects). Usage, against a running production build:
 *   node --import tsx scripts/dev/startup-cost.mts <page url> <client build folder>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';

const [url, dist] = process.argv.slice(2) as [string, string];
const maps = new Map<string, TraceMap>();
for (const f of readdirSync(`${dist}/assets`))
  if (f.endsWith('.js.map'))
    maps.set(f.replace(/\.map$/, ''), new TraceMap(readFileSync(`${dist}/assets/${f}`, 'utf8')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.goto(url, { waitUntil: 'commit' });
await cdp.send('Profiler.start');
await page.waitForLoadState('load');
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const pkgOf = (frame: { url: string; lineNumber: number; columnNumber: number }) => {
  const file = frame.url.replace(/^.*\/assets\//, '');
  const map = maps.get(file);
  if (!map) return file || '(native)';
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = pos.source ?? '?';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  if (m?.[1] === '@chakra-ui/react') return `chakra:${src.replace(/^.*dist\/esm\//, '')}`;
  return m?.[1] ?? src.replace(/^.*\/src\//, 'src/');
};
const evalBy = new Map<string, number>();
const hydrateBy = new Map<string, number>();
let evalTotal = 0;
profile.timeDeltas?.forEach((d, i) => {
  const chain: Array<{ url: string; functionName: string; lineNumber: number; columnNumber: number }> = [];
  for (let id: number | undefined = profile.samples?.[i]; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)?.callFrame;
    if (frame) chain.push(frame);
  }
  const js = chain.filter((f) => f.url.includes('/assets/'));
  const outer = js.at(-1);
  const inner = js[0];
  if (!outer || !inner) return;
  const key = pkgOf(inner);
  if (outer.functionName === '') {
    evalBy.set(key, (evalBy.get(key) ?? 0) + d / 1000);
    evalTotal += d / 1000;
  } else hydrateBy.set(key, (hydrateBy.get(key) ?? 0) + d / 1000);
});
const show = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`)
    .join('\n');
console.log(
  `top-level evaluation ${evalTotal.toFixed(0)} ms (4x)\n${show(evalBy)}\n-- everything else in our scripts\n${show(hydrateBy)}`,
);
await browser.close();
