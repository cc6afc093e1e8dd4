/**
 * What the long tasks of a Lighthouse (mobile) run are made of: runs Lighthouse once on each URL given and
 * prints every main-thread task over 8 ms of the observed (unthrottled) trace, with the trace events that
 * filled it (HTML parsing, style, layout, paint, script). Lighthouse's simulated slow phone multiplies these
 * by 4 for Total Blocking Time. Usage: node --import tsx scripts/dev/lighthouse-tasks.mts <url>...
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FIRST_VISIT_STORAGE_TYPES, findChromium } from '../chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string } };
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
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
    console.log(
      `\n== ${url}: perf ${Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
      const byName = new Map<string, number>();
      for (const event of inside)
        byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const top = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 7)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
      const script =
        inside.find((event) => event.args?.data?.url)?.args?.data?.url?.replace(/^.*\//, '') ?? '';
      console.log(
        `@${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${script}  ${top}`,
      );
    }
  }
} finally {
  chrome.kill();
}
