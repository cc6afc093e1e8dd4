import { expect, type Page, test } from '@playwright/test';

// A phone's width: the longest pages, where the skipped parts' estimates matter most.
test.use({ viewport: { width: 390, height: 844 } });

/** Pixels the document may grow or shrink by while scrolled to its end (a part's estimate off by a line or two). */
const TOLERANCE_PX = 120;
const LONG_PAGES = ['/', '/portfolio', '/wildfire-recovery'];

/** The document's height at each step of a scroll from the top to the end, a screen's half at a time. */
async function heightsWhileScrolling(page: Page): Promise<number[]> {
  const heights: number[] = [];
  for (let top = 0; ; top += 420) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // Two frames: the parts brought near are laid out, and the size they were drawn at is the page's.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const { height, bottom } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      bottom: window.scrollY + window.innerHeight,
    }));
    heights.push(height);
    if (bottom >= height) return heights;
  }
}

for (const path of LONG_PAGES) {
  test(`${path} keeps its length while scrolled to the end on a phone`, async ({ page }) => {
    await page.goto(path);
    const heights = await heightsWhileScrolling(page);
    const first = heights[0] as number;
    const change = Math.max(...heights.map((height) => Math.abs(height - first)));
    expect(heights.length, 'the page is long enough to scroll').toBeGreaterThan(4);
    expect(change, `heights while scrolling: ${heights.join(', ')}`).toBeLessThanOrEqual(TOLERANCE_PX);
  });
}

test('lazy photos show their colour before they load', async ({ page }) => {
  // A first visit's browser asks for the resized photos; the server takes their colours then (and announces them
  // two seconds later), so the next render paints each in its own.
  await page.goto('/');
  await heightsWhileScrolling(page);
  await expect
    .poll(async () => Object.keys(await (await page.request.get('/api/photos/colours')).json()).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(3);

  // Photos held back as on a slow line: what shows is the placeholder.
  await page.route(/\/(objects|images)\/.*\?w=/, () => undefined);
  // Held photos keep the load event from firing: the markup is what is checked.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const lazy = page.locator('img[loading="lazy"][srcset]');
  const placeholders = await lazy.evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      background: getComputedStyle(image).backgroundColor,
      loaded: (image as HTMLImageElement).naturalWidth > 0,
    })),
  );
  expect(placeholders.length).toBeGreaterThan(3);
  for (const image of placeholders) {
    expect(image.loaded, `${image.src} is held back`).toBe(false);
    expect(image.background, `${image.src} has a colour`).toMatch(/^rgb\(/);
  }
});
