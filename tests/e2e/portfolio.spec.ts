import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { FILTER_CHIPS } from '../../src/common/constants';
import { settingDefault } from '../../src/common/settings';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot, screenshotFullPage } from '../support/screenshots';

interface ApiProject {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  squareFootage: string;
  imageUrls: string[];
}

async function projectsOf(page: Page, category: string): Promise<ApiProject[]> {
  const response = await page.request.get(`/api/portfolio/category/${encodeURIComponent(category)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProject[];
}

/** The first project with several photos: the modal tests page through them. */
async function projectWithGallery(page: Page): Promise<ApiProject> {
  const project = (await projectsOf(page, 'All Projects')).find((item) => item.imageUrls.length > 2);
  if (!project) throw new Error('the demo content has no project with three or more photos');
  return project;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('button');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

/** Opens a project's dialog the way a user would and waits until it holds the focus (its keys work from then on). */
async function openProject(page: Page, title: string) {
  await card(page, title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => !!document.querySelector('dialog[open]')?.contains(document.activeElement)),
    )
    .toBe(true);
  return dialog;
}

async function openPortfolio(page: Page) {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('portfolio_title'));
}

/** Lazy images below the fold load before a full-page screenshot. */
async function loadAllImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

test('the page shows its heading, intro and every project', async ({ page }) => {
  await openPortfolio(page);
  await expect(page.getByText(settingDefault('portfolio_description'))).toBeVisible();
  const all = await projectsOf(page, 'All Projects');
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByRole('link', { name: 'All Projects' })).toHaveAttribute('aria-current', 'page');
});

test('a card pressed the moment the page appears, before any island is awake, opens its project', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/portfolio', { waitUntil: 'commit' });
  const [first] = await projectsOf(page, 'All Projects');
  if (!first) throw new Error('no projects');
  await card(page, first.title).click();
  await expect(page.getByRole('dialog', { name: first.title })).toBeVisible();
  // The gallery's code comes with the press, not with the page: once the page's script has run, which a press made
  // before it starts (public/page-script-start.js), it wakes the island the press went to.
  await expect.poll(() => scripts.some((script) => /\/GalleryIsland-/.test(script))).toBe(true);
});

test('a photo step pressed before the gallery wakes, in a project closed before it woke, does not carry over to its next opening', async ({
  page,
}) => {
  const project = await projectWithGallery(page);
  const total = project.imageUrls.length;
  for (const press of ['key', 'button'] as const) {
    // The gallery's code is held back until the project has been closed, as on a slow phone.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gallery = /\/GalleryIsland-[^/]*\.js$/;
    await page.route(gallery, async (route) => {
      await released;
      await route.continue();
    });
    await openPortfolio(page);
    const dialog = await openProject(page, project.title);
    if (press === 'key') await page.keyboard.press('ArrowRight');
    else await dialog.getByRole('button', { name: 'Next image' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-hydrated');
    await openProject(page, project.title);
    await expect(dialog.getByTestId('image-counter')).toHaveText(`1 / ${total}`);
    // The gallery answers from now on.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('image-counter')).toHaveText(`2 / ${total}`);
    await page.unroute(gallery);
  }
});

test('each category chip is a link to a page of exactly the projects of that category', async ({ page }) => {
  await openPortfolio(page);
  const filters = page.getByRole('navigation', { name: 'Filter projects by category' });
  const chips = filters.getByRole('link');
  await expect(chips).toHaveText([...FILTER_CHIPS]);
  for (const chip of [...FILTER_CHIPS.slice(1), FILTER_CHIPS[0]]) {
    const expected = await projectsOf(page, chip);
    await filters.getByRole('link', { name: chip, exact: true }).click();
    await expect(filters.getByRole('link', { name: chip, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(
      chip === FILTER_CHIPS[0] ? /\/portfolio$/ : /\/portfolio\?category=[a-z-]+$/,
    );
    await expect(chips.and(page.locator('[aria-current="page"]'))).toHaveCount(1);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(cards(page)).toContainText(expected.map((project) => project.title));
    await expect(cards(page)).toContainText(expected.map((project) => project.category));
  }
});

test('a filter works with JavaScript off: the chip loads its own page, with its own title', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/portfolio');
  const remodels = await projectsOf(page, 'Remodels');
  await page
    .getByRole('navigation', { name: 'Filter projects by category' })
    .getByRole('link', { name: 'Remodels', exact: true })
    .click();
  await expect(page).toHaveURL(/\/portfolio\?category=remodels$/);
  await expect(page).toHaveTitle(/^Remodels · /);
  await expect(cards(page)).toHaveCount(remodels.length);
  await context.close();
});

test('a project opened from the portfolio puts its address in the URL; Back closes it; the address opens its page', async ({
  page,
}) => {
  await openPortfolio(page);
  const [first] = await projectsOf(page, 'All Projects');
  if (!first) throw new Error('no projects');
  const { slug } = (await (await page.request.get('/api/portfolio')).json())[0] as { slug: string };
  const dialog = await openProject(page, first.title);
  await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}$`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('portfolio_title'));
  // Closing it (Escape) takes its address back off too.
  await openProject(page, first.title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
  // Closed and opened again at once, before the close's own step back has arrived: that step does not close it,
  // and it takes its address again.
  await openProject(page, first.title);
  const dialogId = await dialog.getAttribute('id');
  await page.evaluate(async (id) => {
    const open = document.getElementById(id) as HTMLDialogElement;
    const closed = new Promise((done) => open.addEventListener('close', done, { once: true }));
    open.close();
    await closed;
    document.querySelector<HTMLButtonElement>(`button[commandfor="${CSS.escape(id)}"]`)?.click();
  }, String(dialogId));
  await expect.poll(() => page.evaluate(() => history.state?.quickView ?? null)).toBe(dialogId);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
  // The address, shared, opens the project's own page.
  await page.goto(`/portfolio/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole('link', { name: /^Lic\. #/ })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `test-results/screenshots/project-page-${theme}.png`, fullPage: true });
  }
  // A keyboard user sees where the focus is on the page's links (reached by Tab, as a keyboard user does).
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1)).toBeFocused();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).toBe('solid');
});

test('a card cover carries a cache-busting version', async ({ page }) => {
  await openPortfolio(page);
  const [first] = await projectsOf(page, 'All Projects');
  if (!first) throw new Error('no projects');
  const cover = card(page, first.title).locator('img');
  await expect(cover).toHaveAttribute('src', new RegExp(`^${first.imageUrls[0]}\\?v=\\d+$`));
});

test('opening a project shows its details, photos and keyboard navigation that wraps', async ({ page }) => {
  await openPortfolio(page);
  const project = await projectWithGallery(page);
  const total = project.imageUrls.length;
  const dialog = await openProject(page, project.title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(project.category, { exact: true })).toBeVisible();
  await expect(dialog.getByText(project.location, { exact: true })).toBeVisible();
  await expect(dialog.getByText(project.squareFootage, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About This Project' })).toBeVisible();
  await expect(dialog.getByText(project.description)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: `Gallery (${total} photos)` })).toBeVisible();

  const counter = dialog.getByTestId('image-counter');
  const photo = dialog.getByRole('img', { name: new RegExp(`photo \\d+ of ${total}$`) });
  await expect(counter).toHaveText(`1 / ${total}`);
  await expect(photo).toHaveAttribute('src', new RegExp(`^${project.imageUrls[0]}\\?v=`));

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(photo).toHaveAttribute('src', new RegExp(`^${project.imageUrls[1]}\\?v=`));
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowDown');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${total}`);

  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);

  const thumbnails = dialog.getByRole('button', { name: /^Show photo/ });
  await expect(thumbnails).toHaveCount(total);
  await thumbnails.nth(1).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dialog.locator('[aria-current="true"]')).toHaveCount(1);
});

test('a project with one photo has no gallery, and reopening starts at the first photo', async ({ page }) => {
  await openPortfolio(page);
  const all = await projectsOf(page, 'All Projects');
  const single = all.find((project) => project.imageUrls.length === 1);
  const several = await projectWithGallery(page);
  if (!single) throw new Error('the demo content has no single-photo project');

  const dialog = await openProject(page, single.title);
  await expect(dialog.getByTestId('image-counter')).toHaveText('1 / 1');
  await expect(dialog.getByRole('heading', { name: /^Gallery/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const other = await openProject(page, several.title);
  await page.keyboard.press('ArrowRight');
  await expect(other.getByTestId('image-counter')).toHaveText(`2 / ${several.imageUrls.length}`);
  await page.keyboard.press('Escape');
  await expect(other).toBeHidden();
  await card(page, several.title).click();
  await expect(other.getByTestId('image-counter')).toHaveText(`1 / ${several.imageUrls.length}`);
});

test('the keyboard opens a card, focus never reaches the page behind, Escape closes and focus returns', async ({
  page,
}) => {
  await openPortfolio(page);
  const project = await projectWithGallery(page);
  const trigger = card(page, project.title);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: project.title });
  await expect(dialog).toBeVisible();

  const focusInDialog = () =>
    page.evaluate(() => !!document.querySelector('dialog[open]')?.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  // The browser's own modal dialog: Tab goes round its controls and, past the last, to the browser's own
  // controls (the page's body here, with no browser window around it), never to the page behind.
  let visitedBrowser = false;
  for (let i = 0; i < 24; i += 1) {
    await page.keyboard.press('Tab');
    const inDialog = await focusInDialog();
    const onBrowser = await page.evaluate(() => document.activeElement === document.body);
    expect(inDialog || onBrowser).toBe(true);
    visitedBrowser ||= onBrowser;
  }
  expect(visitedBrowser).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close project' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the page cannot scroll while a project is open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openPortfolio(page);
  const project = await projectWithGallery(page);
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');

  const dialog = await openProject(page, project.title);
  await expect(dialog).toBeVisible();
  await expect.poll(bodyOverflow).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 800);
  await expect
    .poll(() => dialog.getByTestId('project-dialog-body').evaluate((body) => body.scrollTop))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(bodyOverflow).not.toBe('hidden');
});

test('a broken project image is replaced by the placeholder and logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const project = await projectWithGallery(page);
  const broken = project.imageUrls[0] ?? '';
  await page.route(
    (url) => url.pathname === broken,
    (route) => route.fulfill({ status: 404, body: 'not found' }),
  );
  await openPortfolio(page);

  await expect(card(page, project.title).locator('img')).toHaveAttribute('src', '/images/placeholder.svg');
  await expect.poll(() => logged.some((text) => text.includes(`Image failed to load: ${broken}`))).toBe(true);

  const dialog = await openProject(page, project.title);
  const photo = dialog.getByRole('img', { name: /photo \d+ of \d+$/ });
  await expect(photo).toHaveAttribute('src', '/images/placeholder.svg');
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAttribute('src', new RegExp(`^${project.imageUrls[1]}\\?v=`));
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('every portfolio image failing still leaves a usable page', async ({ page }) => {
  await page.route('**/objects/portfolio/**', (route) => route.abort());
  await openPortfolio(page);
  const all = await projectsOf(page, 'All Projects');
  // A card's photo is requested as the visitor nears it: each card is brought into view.
  for (const card of await page.getByTestId('project-card').all()) await card.scrollIntoViewIfNeeded();
  await expect(page.locator('main img[src="/images/placeholder.svg"]')).toHaveCount(all.length);
});

test('Get Started closes the project and goes to the contact page', async ({ page }) => {
  await openPortfolio(page);
  const project = await projectWithGallery(page);
  const dialog = await openProject(page, project.title);
  await dialog.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a long word in a project (a link, a place name) wraps on a phone: its photo and text stay on the screen', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const [model] = await projectsOf(page, 'All Projects');
  if (!model) throw new Error('no projects');
  const link = 'https://permits.example.gov/applications/2026/coastal-development/residential-rebuild-0042';
  const created = await page.request.post('/api/admin/portfolio', {
    data: {
      title: 'Long Words Residence',
      description: `Permit record: ${link}`,
      category: model.category,
      imageUrls: model.imageUrls,
      imageDetails: model.imageUrls.map((_url, index) => ({
        alt: `Long Words Residence, photo ${index + 1}`,
      })),
      location: 'Rancho-Palos-Verdes-Peninsula-Hillside-Estates',
      squareFootage: '1,234',
      featured: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPortfolio(page);
    const dialog = await openProject(page, 'Long Words Residence');
    await expect(dialog.getByText(link, { exact: false })).toBeVisible();
    const widths = await dialog.evaluate((node) => ({
      dialog: node.scrollWidth - node.clientWidth,
      body:
        (node.querySelector('[data-testid="project-dialog-body"]') as HTMLElement).scrollWidth -
        (node.querySelector('[data-testid="project-dialog-body"]') as HTMLElement).clientWidth,
      photoRight: (node.querySelector('img') as HTMLImageElement).getBoundingClientRect().right,
    }));
    expect(widths.dialog).toBe(0);
    expect(widths.body).toBe(0);
    expect(widths.photoRight).toBeLessThanOrEqual(390);
  } finally {
    expect((await page.request.delete(`/api/admin/portfolio/${id}`)).ok()).toBe(true);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violations in ${theme} mode, page and open project`, async ({ page }) => {
    if (theme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
    }
    await openPortfolio(page);
    const project = await projectWithGallery(page);
    await expect(card(page, project.title)).toBeVisible();
    await expectNoSeriousViolations(page);
    await card(page, project.title).click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot ${viewport.name} ${theme}`, { tag: '@review' }, async ({ page }) => {
      await page.setViewportSize(viewport);
      if (theme === 'dark') {
        await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
      }
      await openPortfolio(page);
      const all = await projectsOf(page, 'All Projects');
      await expect(cards(page)).toHaveCount(all.length);
      await loadAllImages(page);
      await screenshotFullPage(page, `test-results/screenshots/portfolio-${viewport.width}-${theme}.png`, {
        animations: 'disabled',
      });

      const project = await projectWithGallery(page);
      await card(page, project.title).click();
      const dialog = page.getByRole('dialog', { name: project.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: /photo 1 of/ })).toHaveJSProperty('complete', true);
      await reviewShot(page, {
        path: `test-results/screenshots/portfolio-modal-${viewport.width}-${theme}.png`,
        animations: 'disabled',
      });
    });
  }
}

for (const viewport of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot of a project page and the 404 ${viewport.name} ${theme}`, { tag: '@review' }, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      if (theme === 'dark')
        await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
      const [project] = (await (await page.request.get('/api/portfolio')).json()) as Array<{ slug: string }>;
      await page.goto(`/portfolio/${project?.slug}`);
      await loadAllImages(page);
      await screenshotFullPage(page, `test-results/screenshots/project-${viewport.width}-${theme}.png`, {
        animations: 'disabled',
      });
      await page.goto(`/portfolio/${project?.slug.slice(0, -2)}zz`);
      await screenshotFullPage(page, `test-results/screenshots/not-found-${viewport.width}-${theme}.png`, {
        animations: 'disabled',
      });
    });
  }
}
