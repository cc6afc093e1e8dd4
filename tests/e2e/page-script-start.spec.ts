import { expect, type Page, test } from '@playwright/test';

/** The public pages' script: started by the page after its first photo (client/public/page-script-start.js). */
const PAGE_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the page's script on its way until the returned function is called: the moments before it has run. A test
 * that holds it waits for `domcontentloaded`, not `load`: once the first photo is decoded (it can be before `load`)
 * the script is asked for, and a script on its way holds `load` back.
 */
async function holdPageScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PAGE_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a public page asks for its script only once its first photo is there', async ({ page, browser }) => {
  // A fresh server makes the photo's size on its first request, which can take past the starter's 3 s limit (then
  // the script is asked for first, by design): a visit in a browser context of its own makes it beforehand.
  const earlier = await browser.newPage();
  const photoMade = earlier.waitForResponse((response) => response.url().includes('/images/hero.jpg'));
  await earlier.goto('/');
  await photoMade;
  await earlier.close();
  const html = await (await page.request.get('/')).text();
  // No module tag for the browser to fetch beside the photo: the page's own starter names the script.
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(html).toMatch(/<script data-modules="\/assets\/index-[\w-]+\.js[^"]*">/);
  await page.goto('/', { waitUntil: 'networkidle' });
  // In the browser's own record of the page's loads (Playwright's events can reach the test in another order).
  const [photo, script] = await page.evaluate((scriptPattern) => {
    const loads = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // The photo the page shows (and its starter waits for): the first of its srcset's widths to arrive. The
    // browser may draw one width first and another later (a loaded run once drew the preloaded width, then
    // fetched the one it chose last), and the starter rightly goes on once the first is painted.
    const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const widths = new Set(
      [
        photo?.currentSrc,
        ...(photo?.srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
      ]
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, location.href).href),
    );
    const photoLoad = loads
      .filter((load) => widths.has(load.name))
      .sort((a, b) => a.responseEnd - b.responseEnd)[0];
    const scriptLoad = loads.find((load) => new RegExp(scriptPattern).test(new URL(load.name).pathname));
    return [photoLoad?.responseEnd, scriptLoad?.startTime];
  }, PAGE_SCRIPT.source);
  expect(photo, 'the photo arrived').toBeGreaterThan(0);
  expect(script, 'the script was asked for after the photo had arrived').toBeGreaterThanOrEqual(
    photo as number,
  );
});

test("the visitor's first sign of life starts the script without waiting for the photo", async ({ page }) => {
  // The photo never arrives.
  await page.route(/\/images\/hero\.jpg/, () => {});
  const asked = new Promise<void>((resolve) =>
    page.on('request', (request) => PAGE_SCRIPT.test(request.url()) && resolve()),
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.mouse.move(100, 300);
  await asked;
});

test('a press made before the script has run is made again once it has', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  // Held: nothing has happened yet, and the press is not lost.
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  release();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
});

test('an island the pointer went over before the script ran wakes once it has', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('main').locator('form');
  await form.hover();
  release();
  // The contact form's island has taken the form: its own validation replaces the browser's.
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-island-hydrated', /.*/);
});

test('the contact form opens the photo chooser at the first press, before the script has run', async ({
  page,
}) => {
  const release = await holdPageScript(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  // The script is still held: the browser itself opens the chooser (a press replayed later may not be allowed to).
  const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
  await page.getByText('Add photos', { exact: true }).click();
  expect((await chooser).isMultiple()).toBe(true);
  // The input is the control a keyboard or a screen reader reaches, named by both its labels.
  await expect(page.getByRole('button', { name: 'Photos (optional) Add photos' })).toHaveAttribute(
    'type',
    'file',
  );
  release();
});

test('where the browser has no invoker commands, a press on a button that opens a dialog is held too', async ({
  page,
}) => {
  // As in a browser without them (Safari before 26.2): the page sees no `command`, and the browser opens nothing.
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: string }).command;
    addEventListener('command', (event) => event.preventDefault(), true);
  });
  const release = await holdPageScript(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('dialog#phone-menu')).toBeHidden();
  release();
  // The page's script opens it (islands/behaviours/dialogs.ts) once it has run: the press is not lost.
  await expect(page.locator('dialog#phone-menu')).toBeVisible();
});

test('a project opened before the script ran gets its address once it has: Back closes it', async ({
  page,
}) => {
  const release = await holdPageScript(page);
  const { slug } = (await (await page.request.get('/api/portfolio')).json())[0] as { slug: string };
  await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/portfolio$/);
  // The browser opens the quick view itself (invoker command), before the script.
  await page.getByTestId('project-card').first().click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  release();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}$`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
});
