/**
 * What fills each long main-thread task of a page load: loads a URL as a first visit (412 px wide, no throttling,
 * traced with the V8 sampling profiler) and prints, for every task of the page's main thread over 12.5 ms of wall
 * time (50 ms on Lighthouse's 4x slower phone), its wall and CPU time and the functions the profiler found running
 * in it, mapped to their source through the build's source maps (a function, its file and line). This is how the
 * first `localeCompare` of Chakra's media query sort showed up in the former full-page hydration.
 * Usage, against a running production build: node --import tsx scripts/dev/task-profile.mts <runs> <url> <client build folder>
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { findChromium, MEASUREMENT_ARGS } from '../chromium';
import { mainThreadTasks, type TraceEvent } from './trace-event';

const LONG_TASK_US = 12_500;
const TOP_FUNCTIONS = 8;

interface CallFrame {
  functionName: string;
  /** Absent for the profiler's own nodes: (program), (garbage collector), (idle). */
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileEvent extends TraceEvent {
  id?: string;
  args?: TraceEvent['args'] & {
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame }>; samples?: number[] };
    };
  };
}

const [runsArg, url, distArg] = process.argv.slice(2);
if (!url || !distArg) throw new Error('usage: task-profile.mts <runs> <url> <client build folder>');
const dist = distArg;

const maps = new Map<string, TraceMap | null>();
function sourceOf(frame: CallFrame): string {
  const url = frame.url ?? '';
  const file = url.replace(/^.*\/assets\//, '');
  if (!url.includes('/assets/')) return `${frame.functionName || '(anonymous)'} ${file}`.trim();
  if (!maps.has(file)) {
    const mapFile = path.join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  const position =
    map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return `${frame.functionName || '(anonymous)'} ${file}`;
  const source = position.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
}

/** The samples of the page's profile, each with its time and the function it found running. */
function samplesOf(events: ProfileEvent[], pid: number) {
  const byProfile = new Map<string, ProfileEvent[]>();
  for (const event of events)
    if (event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'))
      byProfile.set(event.id ?? '', [...(byProfile.get(event.id ?? '') ?? []), event]);
  const count = (chunks: ProfileEvent[]) =>
    chunks.reduce((sum, chunk) => sum + (chunk.args?.data?.cpuProfile?.samples?.length ?? 0), 0);
  const chunks = [...byProfile.values()].sort((a, b) => count(b) - count(a))[0] ?? [];
  const frames = new Map<number, CallFrame>();
  const samples: Array<{ ts: number; node: number }> = [];
  let ts = 0;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    if (chunk.name === 'Profile') ts = data?.startTime ?? ts;
    for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  // A sample's node can arrive in a later chunk than the sample: looked up once all are read.
  return samples.map(({ ts, node }) => ({ ts, frame: frames.get(node) }));
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: MEASUREMENT_ARGS,
});
for (let run = 0; run < (Number(runsArg) || 1); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: ProfileEvent[];
  };
  await context.close();

  const tasks = mainThreadTasks(traceEvents);
  const start = tasks[0]?.ts ?? 0;
  const samples = samplesOf(traceEvents, tasks[0]?.pid ?? -1);
  console.log(`== run ${run + 1}`);
  for (const task of tasks) {
    if ((task.dur ?? 0) < LONG_TASK_US) continue;
    const end = task.ts + (task.dur ?? 0);
    const counts = new Map<string, number>();
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts <= end && sample.frame) {
        const name = sourceOf(sample.frame);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `@${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  wall ${((task.dur ?? 0) / 1000).toFixed(1)} ms  cpu ${((task.tdur ?? 0) / 1000).toFixed(1)} ms`,
    );
    for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS))
      console.log(`      ${String(Math.round((100 * n) / total)).padStart(3)}%  ${name}`);
  }
}
await browser.close();
