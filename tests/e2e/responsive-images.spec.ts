import { devices, expect, type Page, test } from '@playwright/test';

// A phone as Lighthouse emulates one (412 px wide, DPR 1.75), with Chromium's own user agent.
test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
});

/** Every image file the page downloads, with the type the server answered. */
function collectImages(page: Page) {
  const images: { path: string; type: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/^\/(images|objects)\//.test(url.pathname)) {
      images.push({ path: url.pathname + url.search, type: response.headers()['content-type'] ?? '' });
    }
  });
  return images;
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page hero on a phone is a phone-sized WebP, not the 1920 px original', async ({ page }) => {
  const images = collectImages(page);
  const errors = collectErrors(page);
  const html = await (await page.request.get('/')).text();
  // The server-rendered markup already offers the variants, so the browser picks one before any script runs.
  expect(html).toMatch(/<img[^>]*srcset="\/images\/hero\.jpg\?w=480 480w, [^"]*1440w"/i);

  await page.goto('/', { waitUntil: 'networkidle' });
  const hero = page.getByRole('region', { name: 'Introduction' }).locator('img').first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const source = await hero.evaluate((image: HTMLImageElement) => {
    const url = new URL(image.currentSrc);
    return url.pathname + url.search;
  });
  expect(source).toMatch(/^\/images\/hero\.jpg\?w=(480|768|1080|1440)$/);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const heroDownloads = images.filter((image) => image.path.startsWith('/images/hero.jpg'));
  expect(heroDownloads.map((image) => image.path)).toEqual([source]);
  expect(heroDownloads[0]?.type).toBe('image/webp');
  expect(images.filter((image) => /\/images\/[\w-]+\.jpg$/.test(image.path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('portfolio cards on a phone load resized variants of the project photos', async ({ page }) => {
  const images = collectImages(page);
  const errors = collectErrors(page);
  await page.goto('/portfolio', { waitUntil: 'networkidle' });
  const cards = page.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();

  for (const index of [0, 1]) {
    const image = cards.nth(index).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).search);
    // A 378 px card at DPR 1.75 needs about 660 px: the 768 variant, not the 1600 px upload.
    expect(source).toMatch(/^\?v=\d+&w=(480|768)$/);
  }
  const photos = images.filter((image) => image.path.startsWith('/objects/'));
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) {
    expect(photo.path).toMatch(/[?&]w=\d+$/);
    expect(photo.type).toBe('image/webp');
  }
  expect(errors).toEqual([]);
});
