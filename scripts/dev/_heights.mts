import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
for (const path of process.argv.slice(2)) for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await page.goto('http://127.0.0.1:3472' + path);
  const rows = await page.evaluate(() => [...document.querySelectorAll('main > *, footer')].map((e) => `${e.tagName.toLowerCase()}${e.getAttribute('aria-labelledby') ? '#' + e.getAttribute('aria-labelledby') : ''} top=${Math.round(e.getBoundingClientRect().top)} h=${Math.round(e.getBoundingClientRect().height)}`));
  console.log(path, width, '\n  ' + rows.join('\n  '));
  await page.close();
}
await browser.close();
