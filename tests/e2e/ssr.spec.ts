import { expect, type Page, test } from '@playwright/test';
import { BRAND } from '../../src/common/constants';
import { settingDefault } from '../../src/common/settings';
import { wakeIslands } from '../support/client-navigation';
import { reviewShot } from '../support/screenshots';

const PUBLIC_PATHS = [
  '/',
  '/about',
  '/portfolio',
  '/services',
  '/wildfire-recovery',
  '/wildfire-recovery?community=altadena',
  '/contact',
  '/no/such/page',
] as const;

/** Runs in every frame, the map's cross-origin iframe too, where storage is refused. */
function setDarkTheme(key: string) {
  try {
    localStorage.setItem(key, 'dark');
  } catch {}
}

/** Errors a page reports: console errors (React's hydration mismatches land there) and uncaught exceptions. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Our tRPC requests, e.g. a refetch of data the server already sent. */
function collectTrpcRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) requests.push(decodeURIComponent(url.pathname));
  });
  return requests;
}

/** Whether a script is the app's and not the page's own small script: the runtime, an island, the admin panel. */
const APP_SCRIPT = /\/assets\/(?:runtime|hydrate|admin|AdminPage|LoginPage|\w+Island)-[\w-]+\.js$/;

for (const theme of ['light', 'dark'] as const) {
  for (const path of PUBLIC_PATHS) {
    test(`${path} loads in ${theme} mode with no app and no data request, and its islands wake without errors`, async ({
      page,
    }) => {
      if (theme === 'dark') {
        await page.addInitScript(setDarkTheme, BRAND.themeStorageKey);
      }
      const errors = collectErrors(page);
      const trpc = collectTrpcRequests(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(path.startsWith('/no/') ? 404 : 200);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The theme switch names the other theme from the first paint (CSS picks the button), before any island.
      const other = theme === 'light' ? 'dark' : 'light';
      await expect(page.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
      // A reader pays for the page's own small script only: no React, no island, no admin panel.
      expect(scripts.filter((script) => APP_SCRIPT.test(script))).toEqual([]);
      await wakeIslands(page);
      await expect(page.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
      // The 404 page's own status is reported by Chromium as a failed resource; nothing else may be.
      const notFound = path.startsWith('/no/') ? /status of 404/ : null;
      expect(errors.filter((error) => !notFound?.test(error))).toEqual([]);
      expect(trpc).toEqual([]);
    });
  }
}

test('the server sends complete pages: content and styles without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title'));
  // Chakra's styles came with the HTML: the hero heading is set in the heading faces, the header is fixed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Georgia/);
  await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
  await page.goto('/portfolio');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  await context.close();
});

test('the built-in favicon is a PNG (an SVG icon is drawn as a whole document on the page’s thread)', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe(settingDefault('site_favicon'));
  const icon = await request.get(href ?? '');
  expect(icon.headers()['content-type']).toBe('image/png');
  // The PNG signature, so a renamed SVG does not pass.
  expect([...(await icon.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
});

test('waking the islands leaves the server-rendered stylesheets where they are (each move restyles the page)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { __movedStyles: string[] }).__movedStyles = moved;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node.nodeName === 'STYLE') moved.push(node.textContent?.slice(0, 60) ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/portfolio', { waitUntil: 'networkidle' });
  await wakeIslands(page);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __movedStyles: string[] }).__movedStyles)).toEqual(
    [],
  );
  // The brand colors are part of the server's markup, not set on <html> afterwards.
  expect(await page.locator('html').getAttribute('style')).not.toContain('--brand');
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-accent').trim(),
  );
  expect(accent).toBe(settingDefault('site_accent_color'));
});

test('a press on an island before its code has arrived does its job once it is there', async ({ page }) => {
  // The islands' code is held back until the visitor has pressed a project.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/runtime-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/portfolio', { waitUntil: 'networkidle' });
  await page.getByTestId('project-card').first().click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Once the island is there, its buttons work as usual.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the theme switch and a community tab do their job with no island code at all', async ({ page }) => {
  await page.route(/\/assets\/(?:runtime|hydrate)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/wildfire-recovery', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: 'Altadena' }).click();
  await expect(page).toHaveURL(/\?community=altadena$/);
  await expect(page.getByRole('tab', { name: 'Altadena' })).toHaveAttribute('aria-selected', 'true');
  // The focus stays on the tab pressed (not on the new page's body).
  await expect(page.getByRole('tab', { name: 'Altadena' })).toBeFocused();
  // The new community's page takes the place of the old one: Back leaves the wildfire page.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the saved theme class is on <html> before any script of ours runs', async ({ page }) => {
  await page.addInitScript(setDarkTheme, BRAND.themeStorageKey);
  // Our entry module records the class it finds the moment it starts executing.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `window.__classAtBoot = document.documentElement.className;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
  // The theme script is the first script of the page, inlined into <head> before any stylesheet.
  const html = await (await page.request.get('/')).text();
  const firstScript = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(firstScript).toContain(BRAND.themeStorageKey);
  expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<style'));
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __classAtBoot?: string }).__classAtBoot))
    .toBe('dark');
});

test('a first visit is drawn in the brand fonts: the two core files are preloaded, nothing else', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (file.endsWith('.woff2')) fonts.push(file);
  });
  const html = await (await page.request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*crossorigin>/g)].map(
    (match) => match[1],
  );
  expect(preloads.sort()).toEqual([
    expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/playfair-display-core-[\w-]+\.woff2$/),
  ]);
  // The core files hold every character drawn, Spanish's too: the full Latin files stay unfetched.
  for (const path of ['/', '/es']) {
    await page.goto(path);
    expect(await drawnInFonts(page, 'h1')).toEqual(['Playfair Display']);
    expect(await drawnInFonts(page, 'main p')).toEqual(['Inter']);
    expect(
      fonts.filter((file) => !file.includes('-core-')),
      path,
    ).toEqual([]);
  }
});

test("a visitor who never chose follows the device's dark mode; a choice wins over it", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  // A press before the page's script has run is held and made once it has (page-script-start.js): the choice is
  // taken when the page turns light, and only then is there one for the reload to keep.
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await context.close();
});

/** The fonts Chromium actually drew an element's text in (a font-family names wishes, not what was used). */
async function drawnInFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

test('on a phone the sections below the first screen are drawn only as the visitor nears them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const projects = page.getByRole('region', { name: settingDefault('homepage_portfolio_title') });
  const footer = page.getByRole('contentinfo');
  // Skipped by the browser for now (content-visibility: auto), yet in the page for crawlers and find-in-page.
  const drawn = (section: typeof footer) =>
    section
      .locator(':scope > *')
      .first()
      .evaluate((child) => child.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(projects)).toBe(false);
  expect(await drawn(footer)).toBe(false);
  await expect(projects.getByRole('heading', { level: 2 })).toHaveText(
    settingDefault('homepage_portfolio_title'),
  );
  const firstProject = projects.getByRole('article').first();
  await firstProject.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(projects)).toBe(true);
  await expect(firstProject).toBeInViewport();
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(footer)).toBe(true);
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot without JavaScript ${viewport.width} ${theme}`, { tag: '@review' }, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, colorScheme: theme });
      const page = await context.newPage();
      if (theme === 'dark') {
        // theme-init.js cannot run without JavaScript: serve the page with the class it would have set.
        await page.route('/', async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '<html lang="en" class="light">',
            '<html lang="en" class="dark">',
          );
          await route.fulfill({ response, body });
        });
      }
      await page.goto('/');
      await reviewShot(page, {
        path: `test-results/screenshots/ssr-home-${viewport.width}-${theme}.png`,
        animations: 'disabled',
      });
      await context.close();
    });
  }
}
