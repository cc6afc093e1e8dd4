/**
 * What a Lighthouse (mobile) score is made of. Runs Lighthouse once on each URL given (a first visit) and prints:
 * - every main-thread task over 8 ms of the observed (unthrottled) trace, with the trace events that filled it
 *   (HTML parsing, style, layout, paint, script): Lighthouse's simulated slow phone multiplies them by 4 for
 *   Total Blocking Time;
 * - the long tasks of that simulation, at their simulated times (those after FCP make TBT);
 * - the simulated timing of every node of the optimistic FCP graph (what Lantern counts as needed for the first
 *   paint; the tasks it leaves out can end after it and so count into TBT) and of the optimistic and pessimistic
 *   LCP graphs (requests with their bytes and priority, CPU tasks): the requests that finish before the largest
 *   paint count into LCP.
 * Usage: node --import tsx scripts/dev/lighthouse-debug.mts <url>...
 */
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_VISIT_STORAGE_TYPES, findChromium, MEASUREMENT_ARGS } from '../chromium';
import type { TraceEvent } from './trace-event';

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number; priority: string };
  childEvents?: Array<{ name: string; dur?: number }>;
}

interface SimulatedTask {
  startTime: number;
  duration: number;
  url: string;
}

/** The trace event names that took the most time among `events`, with their milliseconds. */
function largestByName(events: Array<{ name: string; dur?: number }>, count: number): string {
  const byName = new Map<string, number>();
  for (const event of events) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: ['--headless=new', ...MEASUREMENT_ARGS],
});
try {
  for (const url of process.argv.slice(2)) {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      clearStorageTypes: [...FIRST_VISIT_STORAGE_TYPES],
    });
    const events = (result?.artifacts.Trace.traceEvents ?? []) as TraceEvent[];
    // The page's main thread: the one that parsed its HTML.
    const parse = events.find(
      (event) =>
        event.name === 'ParseHTML' &&
        (event.args as { beginData?: { url?: string } })?.beginData?.url?.startsWith(url),
    );
    const onMain = events.filter(
      (event) => event.tid === parse?.tid && event.pid === parse?.pid && event.ph === 'X',
    );
    const navStart = events.find((event) => event.name === 'navigationStart' && event.pid === parse?.pid);
    const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 8000);
    const origin = navStart?.ts ?? parse?.ts ?? 0;
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    console.log(
      `\n== ${url}: perf ${Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
    );
    const marks = events
      .filter(
        (event) =>
          event.pid === parse?.pid &&
          /^(firstPaint|firstContentfulPaint|largestContentfulPaint::Candidate|domContentLoadedEventEnd|loadEventEnd)$/.test(
            event.name,
          ),
      )
      .map((event) => `${event.name} @${((event.ts - (navStart?.ts ?? 0)) / 1000).toFixed(0)}`);
    console.log(`-- observed marks: ${marks.join(', ')}`);
    console.log('-- main-thread tasks over 8 ms (observed, unthrottled)');
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
      const top = largestByName(inside, 7);
      const script =
        inside.find((event) => event.args?.data?.url)?.args?.data?.url?.replace(/^.*\//, '') ?? '';
      console.log(
        `@${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${script}  ${top}`,
      );
    }
    // What Total Blocking Time is made of: the long tasks of the simulated slow phone (4x), at simulated times.
    console.log('-- long tasks of the simulation (TBT counts what is over 50 ms between FCP and TTI)');
    const longTasks = (audits['long-tasks']?.details as { items?: SimulatedTask[] } | undefined)?.items ?? [];
    for (const task of [...longTasks].sort((a, b) => a.startTime - b.startTime))
      console.log(
        `@${task.startTime.toFixed(0).padStart(5)} ms ${task.duration.toFixed(0).padStart(4)} ms  ${task.url.replace(/^.*\//, '')}`,
      );
    const all = (
      Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<LanternNode, NodeTiming>> }
    ).allNodeTimings;
    // The same long tasks in the simulation of TBT, with what filled each of them.
    console.log('-- CPU nodes over 50 ms of the simulated TBT');
    for (const [node, timing] of [...(all.get('optimisticTotalBlockingTime') ?? [])]
      .filter(([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime > 50)
      .sort((a, b) => a[1].startTime - b[1].startTime)) {
      console.log(
        `@${timing.startTime.toFixed(0).padStart(5)} ms ${(timing.endTime - timing.startTime).toFixed(0).padStart(4)} ms  ${largestByName(node.childEvents ?? [], 5)}`,
      );
    }
    for (const label of [
      'optimisticFirstContentfulPaint',
      'optimisticLargestContentfulPaint',
      'pessimisticLargestContentfulPaint',
    ]) {
      const timings = all.get(label);
      if (!timings) continue;
      console.log(`-- ${label}`);
      for (const [node, timing] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
        const what =
          node.type === 'network'
            ? `${node.request?.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request?.transferSize} B ${node.request?.priority}`
            : `cpu ${[...new Set((node.childEvents ?? []).map((event) => event.name))].slice(0, 5).join(',')}`;
        console.log(
          `  ${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padEnd(5)} ${what}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
}
