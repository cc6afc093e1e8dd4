/**
 * How Lighthouse's simulated slow phone arrives at its LCP: runs Lighthouse once on each URL and prints the
 * simulated timing of every node in the optimistic and pessimistic LCP graphs (network requests with their
 * bytes, CPU tasks). Usage: node --import tsx scripts/dev/lantern-lcp.mts <url>...
 */
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FIRST_VISIT_STORAGE_TYPES, findChromium } from '../chromium';

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number; priority: string };
  childEvents?: Array<{ name: string }>;
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
    const audits = result?.lhr.audits ?? {};
    console.log(
      `\n== ${url}: FCP ${Math.round(audits['first-contentful-paint']?.numericValue ?? 0)} ms, LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
    );
    const all = (
      Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<LanternNode, NodeTiming>> }
    ).allNodeTimings;
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
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
