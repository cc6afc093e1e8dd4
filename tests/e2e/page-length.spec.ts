import { expect, type Page, test } from '@playwright/test';

/**
 * Pixels the document may grow or shrink by while scrolled to its end: a skipped part's estimate off by a line or
 * two (the demo's pages stay within 30 px at 390, 768, 1024 and 1280 px; before the estimates were corrected they
 * moved by 400-770 px, the footer alone by 70-130).
 */
const TOLERANCE_PX = 60;
const LONG_PAGES = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/wildfire-recovery',
  '/wildfire-recovery?community=altadena',
  '/contact',
];
/** Project pages (`/portfolio/<slug>`) by their place among the demo's projects, the slug taken from the server. */
const PROJECTS = [0, 9];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  // md: the tablet layouts begin here.
  { name: 'small tablet', width: 768, height: 1024 },
  // lg: desktop layouts in a narrower frame than the desktop's.
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 900 },
];

/**
 * The document's height at each step of a scroll from the top to the end, half a phone's screen at a time. One
 * script in the page walks it (a round trip to the browser per step cost more than the step).
 */
function heightsWhileScrolling(page: Page): Promise<number[]> {
  return page.evaluate(async (step) => {
    // A frame, or a second without one: once (in about one run in ten on a loaded machine) a walk waited on a
    // frame that never came until the test's time ran out, and passed at once on its retry.
    const nextFrame = () =>
      new Promise((done) => {
        requestAnimationFrame(done);
        setTimeout(done, 1000);
      });
    const heights: number[] = [];
    let before = -1;
    // Bounded: the longest page here is about 40 steps at 390 px.
    for (let top = 0; heights.length < 400; top += step) {
      window.scrollTo(0, top);
      // Two frames: the parts brought near are laid out, and the size they were drawn at is the page's.
      await nextFrame();
      await nextFrame();
      const height = document.documentElement.scrollHeight;
      heights.push(height);
      // The end: the window's bottom at the page's, or a scroll that no longer moves (a layout of fractional
      // pixels can leave the last scroll position a fraction short of the height, and the walk went on forever).
      if (window.scrollY + window.innerHeight >= height || window.scrollY === before) return heights;
      before = window.scrollY;
    }
    throw new Error(`the scroll did not reach the end in 400 steps: ${heights.slice(-5).join(', ')}`);
  }, 420);
}

/** Each skipped part's height (estimate + padding while skipped, the drawn one after), labelled for the report. */
function partHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .map((element) => {
        const titleId = element.getAttribute('aria-labelledby');
        const label =
          (titleId && document.getElementById(titleId)?.textContent) ||
          element.dataset.sectionType ||
          element.tagName.toLowerCase();
        return { label: label.slice(0, 30), height: Math.round(element.getBoundingClientRect().height) };
      }),
  );
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    const pages = [...LONG_PAGES, ...PROJECTS.map((index) => ({ project: index }))];
    for (const path of pages) {
      const name = typeof path === 'string' ? path : `project page ${path.project + 1}`;
      test(`${name} keeps its length while scrolled to the end`, async ({ page }) => {
        if (typeof path === 'string') await page.goto(path);
        else {
          const projects = (await (await page.request.get('/api/portfolio')).json()) as Array<{
            slug: string;
          }>;
          const project = projects[path.project];
          if (!project) throw new Error(`no project ${path.project + 1} among the demo's ${projects.length}`);
          await page.goto(`/portfolio/${project.slug}`);
        }
        const skipped = await partHeights(page);
        // The footer at least is below the first screen on every one of these pages: its estimate is what counts.
        expect(skipped.length, 'parts whose layout waits for the scroll').toBeGreaterThan(0);
        const heights = await heightsWhileScrolling(page);
        // A project page may be short on a wide screen: its footer, below the first, is what it is checked for.
        if (typeof path === 'string')
          expect(heights.length, 'the page is longer than two screens').toBeGreaterThan(3);
        else expect(heights.length, 'the page is longer than a screen').toBeGreaterThan(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        const drawn = await partHeights(page);
        const first = heights[0] as number;
        const change = Math.max(...heights.map((height) => Math.abs(height - first)));
        const parts = skipped
          .map((part, index) => `${part.label}: ${part.height} -> ${drawn[index]?.height}`)
          .join('; ');
        expect(change, `heights while scrolling: ${heights.join(', ')}; parts: ${parts}`).toBeLessThanOrEqual(
          TOLERANCE_PX,
        );
      });
    }
  });
}

test.describe('the check itself', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page whose estimates are wrong fails it', async ({ page }) => {
    await page.goto('/');
    // Every skipped part counted 300 px high (the old wrong estimates were off by 100-350 px each).
    await page.addStyleTag({ content: '* { contain-intrinsic-size: auto 300px !important; }' });
    const heights = await heightsWhileScrolling(page);
    const first = heights[0] as number;
    const change = Math.max(...heights.map((height) => Math.abs(height - first)));
    expect(change).toBeGreaterThan(TOLERANCE_PX);
  });
});

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
  const lazy = page.locator('img[loading="lazy"][srcset]');
  const heldPhotos = async () => {
    // Held photos keep the load event from firing: the markup is what is checked.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    return lazy.evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src'),
        background: getComputedStyle(image).backgroundColor,
        loaded: (image as HTMLImageElement).naturalWidth > 0,
      })),
    );
  };
  // Colours found in a later batch reach the rendered page two seconds after theirs are taken.
  let placeholders: Awaited<ReturnType<typeof heldPhotos>> = [];
  await expect
    .poll(
      async () => {
        placeholders = await heldPhotos();
        return placeholders.filter((image) => !/^rgb\(/.test(image.background)).map((image) => image.src);
      },
      { message: 'photos without a colour', timeout: 15_000 },
    )
    .toEqual([]);
  expect(placeholders.length).toBeGreaterThan(3);
  for (const image of placeholders) expect(image.loaded, `${image.src} is held back`).toBe(false);

  // On a dark page the same colours are dimmed: a pale photo (a white wall, a sky) must not glare as a light box.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const dark = await lazy.evaluateAll((images) =>
    images.map((image) => {
      const colour = getComputedStyle(image).backgroundColor;
      // rgb(r, g, b) as given, or color(srgb r g b) from 0 to 1 once mixed with the page's colour.
      const channels = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const scale = colour.startsWith('color(') ? 255 : 1;
      return { src: image.getAttribute('src'), colour, brightest: Math.max(...channels) * scale };
    }),
  );
  expect(dark.length).toBe(placeholders.length);
  for (const image of dark) {
    expect(image.colour, `${image.src} has a colour`).not.toBe('rgba(0, 0, 0, 0)');
    expect(image.brightest, `${image.src}'s placeholder (${image.colour}) on the dark page`).toBeLessThan(
      128,
    );
  }
});
