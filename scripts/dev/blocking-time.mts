/**
 * A steadier A/B measure than single Lighthouse runs. Loads each URL several times as a first visit (412 px
 * wide, no throttling, traced as Lighthouse traces) and prints per URL the medians of
 * - blocking time as Lighthouse's slow phone would count it: every main-thread task after the first contentful
 *   paint, its duration multiplied by 4 (Lighthouse's CPU slowdown), less 50 ms, summed;
 * - the longest main-thread task (unthrottled) and the total time of tasks over 12.5 ms (50 ms on that phone);
 * - the main thread's CPU time in the tasks that end after the first contentful paint (the work blocking time
 *   is made of, without the time the thread waited for a core: the steadiest figure for an A/B of scripts);
 * - the document's own work: the main thread's CPU time (not wall time, so steadier on a busy machine) in HTML
 *   parsing (with the inline stylesheets), style, layout and paint.
 * Runs alternate between the URLs given: to compare two builds, serve each on its own port and pass both.
 * Usage: node --import tsx scripts/dev/blocking-time.mts <runs> <url>...
 */
import { chromium } from 'playwright';
import { findChromium, MEASUREMENT_ARGS } from '../chromium';
import { mainThreadTasks, type TraceEvent } from './trace-event';

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const DOCUMENT_WORK = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);

interface Run {
  blocking: number;
  longest: number;
  longTotal: number;
  cpuAfterFcp: number;
  documentWork: number;
}

const [runsArg, ...urls] = process.argv.slice(2);
const RUNS = Number(runsArg) || 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function measure(events: TraceEvent[]): Run {
  const tasks = mainThreadTasks(events);
  const pid = tasks[0]?.pid;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? 0;
  let blocking = 0;
  let longest = 0;
  let longTotal = 0;
  let cpuAfterFcp = 0;
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    longest = Math.max(longest, duration);
    if (duration * SLOWDOWN > LONG_TASK_MS) longTotal += duration;
    if (task.ts + (task.dur ?? 0) < fcp) continue;
    cpuAfterFcp += (task.tdur ?? task.dur ?? 0) / 1000;
    const afterFcp = (task.ts + (task.dur ?? 0) - Math.max(task.ts, fcp)) / 1000;
    blocking += Math.max(0, afterFcp * SLOWDOWN - LONG_TASK_MS);
  }
  const thread = tasks[0] && `${tasks[0].pid}:${tasks[0].tid}`;
  let documentWork = 0;
  for (const event of events)
    if (event.ph === 'X' && DOCUMENT_WORK.has(event.name) && `${event.pid}:${event.tid}` === thread)
      documentWork += (event.tdur ?? event.dur ?? 0) / 1000;
  return { blocking, longest, longTotal, cpuAfterFcp, documentWork };
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: MEASUREMENT_ARGS,
});
const runsOf = new Map<string, Run[]>(urls.map((url) => [url, []]));
// Runs alternate between the URLs, so a slower minute of the machine weighs on all of them alike.
for (let run = 0; run < RUNS; run++)
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    runsOf.get(url)?.push(measure(trace.traceEvents));
    await context.close();
  }
for (const [url, runs] of runsOf) {
  const of = (pick: (run: Run) => number) => median(runs.map(pick)).toFixed(0).padStart(4);
  console.log(
    `${url.padEnd(44)} blocking ${of((r) => r.blocking)} ms  longest ${of((r) => r.longest)} ms  over-12.5 ${of((r) => r.longTotal)} ms  cpu after FCP ${of((r) => r.cpuAfterFcp)} ms  document ${of((r) => r.documentWork)} ms  (blocking: ${runs.map((r) => r.blocking.toFixed(0)).join(' ')})`,
  );
}
await browser.close();
