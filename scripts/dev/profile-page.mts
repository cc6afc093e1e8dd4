/**
 * Where a page's main-thread time goes on a slow phone: loads a route in Chromium with 4x CPU slowdown,
 * records a CPU profile from navigation to idle, and prints self time by source package/file.
 * Usage: node --import tsx scripts/dev/profile-page.mts <url> [more urls]
 * (build with `npx vite build --minify false --sourcemap` for readable function names).
 */
import { chromium } from 'playwright';
import { findChromium, MEASUREMENT_ARGS } from '../chromium';

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: MEASUREMENT_ARGS,
});
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map<number, number>();
  profile.timeDeltas?.forEach((delta, i) => {
    const id = profile.samples?.[i];
    if (id !== undefined) dt.set(id, (dt.get(id) ?? 0) + delta);
  });
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const self = (dt.get(node.id) ?? 0) / 1000;
    const { url: file, functionName, lineNumber } = node.callFrame;
    const fileKey = file.replace(/^.*\/assets\//, '') || node.callFrame.functionName;
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + self);
    const key = `${functionName || '(anon)'} ${fileKey}:${lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + self);
  }
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  for (const [id, time] of dt) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodeById.get(at)?.callFrame;
      if (!frame?.functionName) continue;
      const key = `${frame.functionName} ${frame.url.replace(/^.*\/assets\//, '')}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + time / 1000);
    }
  }
  // Busy stretches (consecutive non-idle samples): roughly the page's tasks, with what dominated each.
  const stretches: Array<{ start: number; duration: number; frames: Map<string, number> }> = [];
  let clock = 0;
  let current: (typeof stretches)[number] | undefined;
  profile.timeDeltas?.forEach((delta, i) => {
    clock += delta / 1000;
    const node = nodeById.get(profile.samples?.[i] ?? -1);
    const idle = !node || node.callFrame.functionName === '(idle)';
    if (idle) {
      if (current && current.duration > 30) stretches.push(current);
      current = undefined;
      return;
    }
    current ??= { start: clock, duration: 0, frames: new Map() };
    current.duration += delta / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = node.id; at !== undefined; at = parent.get(at)) {
      const frame = nodeById.get(at)?.callFrame;
      if (!frame?.functionName || seen.has(frame.functionName)) continue;
      seen.add(frame.functionName);
      current.frames.set(frame.functionName, (current.frames.get(frame.functionName) ?? 0) + delta / 1000);
    }
  });
  for (const stretch of stretches) {
    const heavy = [...stretch.frames].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `task @${stretch.start.toFixed(0)} ms: ${stretch.duration.toFixed(0)} ms  ${heavy.map(([name, ms]) => `${name}:${ms.toFixed(0)}`).join(' ')}`,
    );
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n== ${url}\n-- by file\n${top(byFile, 12)}\n-- by function\n${top(byFn, 25)}\n-- inclusive\n${top(inclusive, 60)}`,
  );
  await page.close();
}
await browser.close();
