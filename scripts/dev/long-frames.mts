/**
 * The long animation frames of a page load on a slow phone (4x CPU slowdown), with the scripts that ran in
 * each: what Lighthouse's Total Blocking Time is made of. Usage: node --import tsx scripts/dev/long-frames.mts <url>...
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
  await page.addInitScript(`
    window.__frames = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push(e.toJSON()); })
      .observe({ type: 'long-animation-frame', buffered: true });
  `);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const frames = (await page.evaluate('window.__frames')) as Array<{
    startTime: number;
    duration: number;
    blockingDuration: number;
    styleAndLayoutStart: number;
    renderStart: number;
    scripts: Array<{
      invoker: string;
      sourceURL: string;
      sourceFunctionName: string;
      duration: number;
      forcedStyleAndLayoutDuration: number;
      executionStart: number;
      startTime: number;
    }>;
  }>;
  let blocking = 0;
  console.log(`\n== ${url}`);
  for (const frame of frames) {
    blocking += frame.blockingDuration;
    const render = frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0;
    console.log(
      `frame @${frame.startTime.toFixed(0)} ${frame.duration.toFixed(0)} ms (blocking ${frame.blockingDuration.toFixed(0)}, render+style ${render.toFixed(0)})`,
    );
    for (const script of frame.scripts)
      console.log(
        `   ${script.duration.toFixed(0).padStart(5)} ms ${script.invoker} ${script.sourceFunctionName} ${script.sourceURL.replace(/^.*\//, '')} forced-layout ${script.forcedStyleAndLayoutDuration.toFixed(0)}`,
      );
  }
  console.log(`total blocking (frames): ${blocking.toFixed(0)} ms`);
  await page.close();
}
await browser.close();
