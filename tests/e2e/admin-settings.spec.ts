import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AdminTabId, adminAddressOf } from '../../src/common/panel-addresses';
import { SETTING_SECTIONS, SETTINGS, sectionTitle, settingDefault } from '../../src/common/settings';
import { ABOUT_SETTINGS } from '../../src/common/settings/about';
import { COMPANY_SETTINGS } from '../../src/common/settings/company';
import { CONTACT_SETTINGS } from '../../src/common/settings/contact';
import { HERO_SETTINGS, HOMEPAGE_SETTINGS } from '../../src/common/settings/home';
import { PORTFOLIO_SETTINGS } from '../../src/common/settings/portfolio';
import { formatSiteTime } from '../../src/common/site-time';
import { takeOwnerSession } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { makePng } from '../support/images';
import { REVIEW, reviewShot } from '../support/screenshots';

const SAVED = 'Setting updated successfully';
const FAILED = 'Failed to update setting';

/** Every key a test here may change; each test starts and ends with them at their defaults. */
const TOUCHED = [
  'hero_title',
  'site_primary_color',
  'service_custom_homes_features',
  'homepage_about_image',
  'company_tagline',
  'contact_phone',
  'about_value1_title',
];

async function resetTouched(page: Page) {
  await takeOwnerSession(page);
  for (const key of TOUCHED) {
    const response = await page.request.put(`/api/settings/${key}`, { data: { value: '' } });
    expect(response.ok(), `reset ${key}`).toBe(true);
  }
}

async function storedValue(page: Page, key: string): Promise<string | undefined> {
  const response = await page.request.get('/api/settings');
  const rows = (await response.json()) as Array<{ key: string; value: string }>;
  return rows.find((row) => row.key === key)?.value;
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  // Fields are disabled until the stored settings arrive.
  await expect(
    panel.locator('[data-setting-key] input:not([type=file]), [data-setting-key] textarea').first(),
  ).toBeEnabled();
  return panel;
}

/** The tabs the tests here open by name, by their ids (common/panel-addresses.ts). */
const TAB_IDS = {
  'Page Content': 'pages',
  Branding: 'branding',
  Services: 'services',
  'Site Settings': 'settings',
} as const satisfies Record<string, AdminTabId>;

/** Opens the panel at a tab's own address, as a bookmark or a reload does. */
async function openAdminTab(page: Page, name: keyof typeof TAB_IDS): Promise<Locator> {
  await page.goto(adminAddressOf(TAB_IDS[name]));
  return openTab(page, name);
}

/** Leaves the field with the keyboard, which is what saves a text setting. */
async function replaceAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

/** Lazy images (the built-in image previews) load before a full-page screenshot. */
async function loadAllImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

const keysIn = (panel: Locator) =>
  panel
    .locator('[data-setting-key]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-setting-key')));

// Each test opens the tab it is about at its address.
test.beforeEach(async ({ page }) => {
  await takeOwnerSession(page);
});

// Restores the defaults even when a test failed half-way, so other spec files see the seeded site.
test.afterEach(async ({ page }) => {
  await resetTouched(page);
});

test('Page Content: a new hero title is saved on blur, kept after reload, shown on the home page and restored', async ({
  page,
}) => {
  const heroTitle = (panel: Locator) => panel.getByLabel('Hero title', { exact: true });
  let panel = await openAdminTab(page, 'Page Content');
  // The field holds the words the home page shows, ready to edit.
  await expect(heroTitle(panel)).toHaveValue(settingDefault('hero_title'));

  const title = 'Coastal Homes, Built to Last';
  await replaceAndLeave(heroTitle(panel), title);
  await expect(toast(page, SAVED)).toBeVisible();

  await page.reload();
  panel = await openTab(page, 'Page Content');
  await expect(heroTitle(panel)).toHaveValue(title);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  panel = await openAdminTab(page, 'Page Content');
  await replaceAndLeave(heroTitle(panel), '');
  await expect(toast(page, SAVED)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title'));
});

test('Page Content: the business profile and every home, about, contact and portfolio key appear once, with the built-in words', async ({
  page,
}) => {
  const panel = await openAdminTab(page, 'Page Content');
  const expected = [
    ...COMPANY_SETTINGS,
    ...HERO_SETTINGS,
    ...HOMEPAGE_SETTINGS,
    ...ABOUT_SETTINGS,
    ...CONTACT_SETTINGS,
    ...PORTFOLIO_SETTINGS,
  ]
    .map((setting) => setting.key)
    .concat('services_title', 'services_description');
  const shown = await keysIn(panel);
  expect([...shown].sort()).toEqual([...expected].sort());

  for (const heading of [
    'Business Profile',
    'Home Page',
    'About Page',
    'Services Page',
    'Contact Page',
    'Portfolio Page',
  ]) {
    await expect(panel.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const key of [
    'homepage_about_description_1',
    'about_founder_bio_2',
    'contact_office_hours',
    'portfolio_title',
  ]) {
    const field = panel.locator(`[data-setting-key="${key}"]`).locator('input, textarea');
    await expect(field).toHaveValue(settingDefault(key));
    await expect(field).toHaveAttribute('placeholder', settingDefault(key));
  }
  // A comma-separated setting is a list of items, in the list editor checklist sections use.
  const categories = panel.getByRole('group', { name: 'Filter categories' }).getByRole('textbox');
  await expect
    .poll(() => categories.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toEqual(['Custom Homes', 'Remodels', 'ADUs', 'Commercial']);

  // The jump links bring a page's cards into view and move focus to its heading.
  await panel.getByRole('button', { name: 'Portfolio', exact: true }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Portfolio Page' })).toBeFocused();
  await expect(panel.getByRole('heading', { level: 2, name: 'Portfolio Page' })).toBeInViewport();
});

test('Branding: a primary color reaches the site, an invalid one is refused and kept in the field', async ({
  page,
}) => {
  let panel = await openAdminTab(page, 'Branding');
  const hex = (p: Locator) => p.getByLabel('Primary color', { exact: true });
  await expect(hex(panel)).toHaveAttribute('placeholder', '#000000');
  await expect(panel.getByLabel('Primary color picker')).toHaveValue('#000000');

  await replaceAndLeave(hex(panel), '#1e3a8a');
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(panel.getByLabel('Primary color picker')).toHaveValue('#1e3a8a');

  await page.goto('/');
  const consultation = page.locator('header').getByRole('link', { name: 'Schedule Consultation' });
  await expect(consultation).toHaveCSS('background-color', 'rgb(30, 58, 138)');

  panel = await openAdminTab(page, 'Branding');
  await expect(hex(panel)).toHaveValue('#1e3a8a');
  await replaceAndLeave(hex(panel), 'blue');
  await expect(toast(page, FAILED)).toBeVisible();
  await expect(hex(panel)).toHaveValue('blue');
  expect(await storedValue(page, 'site_primary_color')).toBe('#1e3a8a');

  await replaceAndLeave(hex(panel), '');
  await expect(toast(page, SAVED)).toBeVisible();
  await page.goto('/');
  await expect(consultation).toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

test('Branding: logo, colors, navigation, footer, SEO and social fields are all there', async ({ page }) => {
  const panel = await openAdminTab(page, 'Branding');
  for (const title of [
    'Logo & Favicon',
    'Brand Colors',
    'Navigation Labels',
    'Footer',
    'Search Engines (SEO)',
    'Social Media',
  ]) {
    await expect(panel.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  const shown = await keysIn(panel);
  const expected = SETTINGS.filter((s) =>
    ['branding', 'navigation', 'footer', 'seo', 'social'].includes(s.section),
  );
  expect([...shown].sort()).toEqual(expected.map((s) => s.key).sort());
  await expect(panel.getByLabel('Consultation button label')).toHaveAttribute(
    'placeholder',
    'Schedule Consultation',
  );
  await expect(panel.getByLabel('Footer description')).toHaveAttribute(
    'placeholder',
    settingDefault('footer_description'),
  );
});

test("Services: What's Included is a list editor (edit, add, reorder) and /services shows it", async ({
  page,
}) => {
  const panel = await openAdminTab(page, 'Services');
  for (const title of ['Services Page', 'Custom Homes', 'Remodels', 'ADU', 'Commercial']) {
    await expect(panel.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  const defaults = settingDefault('service_custom_homes_features').split(', ');
  const features = panel.getByRole('group', { name: "Custom homes: What's Included" });
  const items = features.getByRole('textbox');
  await expect(items).toHaveCount(defaults.length);
  await expect(items.first()).toHaveValue(defaults[0] as string);

  // Typing in a row and adding one saves once the focus leaves the list.
  await items.first().fill('Hillside foundations');
  await features.getByRole('button', { name: 'Add item' }).click();
  await items.last().fill('Solar-ready, roofs');
  await expect(items.last()).toHaveValue('Solar-ready roofs');
  await panel.getByRole('heading', { level: 3, name: 'Remodels', exact: true }).click();
  await expect(toast(page, SAVED)).toBeVisible();

  // The keyboard moves the new item to the top (the drag handle: Space, arrows, Space); a move saves at once.
  // The first save's toast may still be on screen: wait for the move's own save to be answered.
  const moveSaved = page.waitForResponse(
    (response) => response.url().includes('admin.settings') && response.request().method() === 'POST',
  );
  const handle = features.getByRole('button', { name: `Drag to reorder item ${defaults.length + 1}` });
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < defaults.length; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(items.first()).toHaveValue('Solar-ready roofs');
  expect((await moveSaved).ok()).toBe(true);

  await page.goto('/services');
  const block = page.getByTestId('service-custom_homes');
  await expect(block.getByRole('listitem')).toHaveText([
    'Solar-ready roofs',
    'Hillside foundations',
    ...defaults.slice(1),
  ]);
});

test('Site Settings: one titled card per section, keys as labels, a working filter and Last updated', async ({
  page,
}) => {
  const panel = await openAdminTab(page, 'Site Settings');
  const cards = panel.locator('[data-section]');
  await expect(cards).toHaveCount(SETTING_SECTIONS.length);
  for (const [index, section] of SETTING_SECTIONS.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(sectionTitle(section));
  }
  for (const title of [
    'Company Information',
    'Contact Information',
    'Hero Section',
    'About Page',
    'Services',
    'Social Media',
    'Homepage Settings',
  ]) {
    await expect(panel.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expect(panel.locator('[data-setting-key]')).toHaveCount(SETTINGS.length);

  // Labels are the keys with spaces; keys naming a description are multi-line boxes.
  const labels = await panel.locator('[data-setting-key] > label').allTextContents();
  expect(labels).toHaveLength(SETTINGS.length);
  expect(labels.filter((label) => label.includes('_'))).toEqual([]);
  await expect(panel.getByLabel('hero title', { exact: true })).toHaveJSProperty('tagName', 'INPUT');
  await expect(panel.getByLabel('contact description', { exact: true })).toHaveJSProperty(
    'tagName',
    'TEXTAREA',
  );
  await expect(panel.getByLabel('homepage cta description', { exact: true })).toHaveJSProperty(
    'tagName',
    'TEXTAREA',
  );

  const filter = panel.getByLabel('Filter settings');
  await filter.fill('footer');
  const footerKeys = SETTINGS.filter((s) => s.key.includes('footer') || s.section === 'footer').map(
    (s) => s.key,
  );
  await expect(panel.getByText(`Showing ${footerKeys.length} of ${SETTINGS.length} settings`)).toBeVisible();
  await expect(panel.locator('[data-setting-key]:visible')).toHaveCount(footerKeys.length);
  await expect(panel.getByLabel('footer copyright', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('hero title', { exact: true })).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Hero Section' })).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Footer Settings' })).toBeVisible();

  await filter.fill('company_tag');
  await expect(panel.locator('[data-setting-key]:visible')).toHaveCount(1);
  await filter.fill('no such setting here');
  await expect(panel.getByText(/No setting matches/)).toBeVisible();
  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(panel.getByLabel('hero title', { exact: true })).toBeVisible();

  await filter.fill('tagline');
  const tagline = panel.locator('[data-setting-key="company_tagline"]');
  await replaceAndLeave(tagline.getByLabel('company tagline'), 'Homes for the coast, built for generations');
  await expect(toast(page, SAVED)).toBeVisible();
  const today = formatSiteTime(new Date(), { dateStyle: 'long' });
  await expect(tagline.getByText(`Last updated ${today}`)).toBeVisible();
  await page.goto('/about');
  await page.goto(adminAddressOf('settings'));
  const again = await openTab(page, 'Site Settings');
  await expect(
    again.locator('[data-setting-key="company_tagline"]').getByText(`Last updated ${today}`),
  ).toBeVisible();
});

test('Page Content: an uploaded photo replaces the home page about image, and removing it brings the default back', async ({
  page,
}) => {
  let panel = await openAdminTab(page, 'Page Content');
  const field = () => panel.locator('[data-setting-key="homepage_about_image"]');
  await expect(field().getByRole('img', { name: 'Built-in about section image' })).toHaveAttribute(
    'src',
    settingDefault('homepage_about_image'),
  );
  await field()
    .getByLabel('About section image')
    .setInputFiles({ name: 'about.png', mimeType: 'image/png', buffer: makePng(64, 48, [30, 58, 138]) });
  await expect(field().getByRole('img', { name: 'About section image 1' })).toHaveAttribute(
    'src',
    /^\/objects\//,
  );
  await expect(toast(page, SAVED)).toBeVisible();
  const uploaded = await storedValue(page, 'homepage_about_image');
  expect(uploaded).toMatch(/^\/objects\//);

  await page.goto('/');
  const aboutImage = page.getByRole('img', { name: settingDefault('homepage_about_image_alt') });
  await expect(aboutImage).toHaveAttribute('src', uploaded as string);
  await aboutImage.scrollIntoViewIfNeeded();
  // The browser shows one of the upload's resized copies (`?w=`; never enlarged, so still 64 × 48 px).
  await expect
    .poll(() =>
      aboutImage.evaluate((img: HTMLImageElement) => {
        const url = new URL(img.currentSrc);
        return img.naturalWidth > 0 && url.pathname === img.getAttribute('src') ? url.search : '';
      }),
    )
    .toMatch(/^\?w=\d+$/);

  panel = await openAdminTab(page, 'Page Content');
  await field().getByRole('button', { name: 'Remove image 1' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(field().getByRole('img', { name: 'Built-in about section image' })).toBeVisible();
  await page.goto('/');
  await expect(aboutImage).toHaveAttribute('src', settingDefault('homepage_about_image'));
});

const TABS = [
  { name: 'Page Content', slug: 'page-content' },
  { name: 'Services', slug: 'services' },
  { name: 'Branding', slug: 'branding' },
  { name: 'Site Settings', slug: 'site-settings' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`the settings tabs pass axe and look finished (${theme})`, { tag: '@looks' }, async ({ page }) => {
    if (theme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
    }
    await page.goto(adminAddressOf('pages'));
    for (const tab of TABS) {
      // The other widths are for the screenshots (npm run test:review) only.
      const sizes = REVIEW
        ? [[1280, 800], [768, 1024], ...(theme === 'light' ? [[390, 844]] : [])]
        : [[1280, 800]];
      for (const [width, height] of sizes as Array<[number, number]>) {
        await page.setViewportSize({ width, height });
        // Each tab as the owner reaches it, one after another in the one panel.
        await openTab(page, tab.name);
        if (width === 1280) await expectNoSeriousViolations(page);
        if (REVIEW) await loadAllImages(page);
        const path = `test-results/screenshots/admin-${tab.slug}-${width}-${theme}.png`;
        // The full Site Settings list is ~150 fields tall: capture the first screen of it.
        await reviewShot(page, { path, fullPage: tab.slug !== 'site-settings' });
      }
    }
  });
}

test('Business profile: a new phone shows on the contact page and on both wildfire pages', async ({
  page,
}) => {
  const panel = await openAdminTab(page, 'Page Content');
  const phoneField = panel.locator('[data-setting-key="contact_phone"]').getByLabel('Phone number');
  await expect(phoneField).toHaveValue(settingDefault('contact_phone'));
  const phone = '(818) 555-0177';
  await replaceAndLeave(phoneField, phone);
  await expect(toast(page, SAVED)).toBeVisible();

  const tel = 'tel:8185550177';
  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: phone, exact: true })).toHaveAttribute(
    'href',
    tel,
  );
  for (const url of ['/wildfire-recovery', '/wildfire-recovery?community=altadena']) {
    await page.goto(url);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: phone, exact: true }).first(), url).toHaveAttribute(
      'href',
      tel,
    );
    await expect(main.getByText(settingDefault('contact_phone')), url).toHaveCount(0);
  }
});

test('A field holds the built-in words, and Reset puts them back after the owner changed them', async ({
  page,
}) => {
  let panel = await openAdminTab(page, 'Page Content');
  const field = () => panel.locator('[data-setting-key="about_value1_title"]');
  const input = () => field().getByRole('textbox');
  const reset = () => field().getByRole('button', { name: 'Reset to the built-in text' });
  const builtIn = settingDefault('about_value1_title');
  await expect(input()).toHaveValue(builtIn);
  await expect(reset()).toHaveCount(0);

  // One word changed, not the whole text retyped.
  await input().press('End');
  await input().press('Control+Backspace');
  await input().pressSequentially('Craftsmanship');
  await input().press('Tab');
  await expect(toast(page, SAVED)).toBeVisible();
  expect(await storedValue(page, 'about_value1_title')).toBe('Quality Craftsmanship');
  await page.goto('/about');
  await expect(page.getByTestId('core-value').first()).toContainText('Quality Craftsmanship');

  panel = await openAdminTab(page, 'Page Content');
  await expect(input()).toHaveValue('Quality Craftsmanship');
  await reset().click();
  await expect(input()).toHaveValue(builtIn);
  await expect(reset()).toHaveCount(0);
  await expect.poll(() => storedValue(page, 'about_value1_title')).toBe('');
  await page.goto('/about');
  await expect(page.getByTestId('core-value').first()).toContainText(builtIn);
});

test('words typed while the last save is still being read back are kept, and saved when the field is left', async ({
  page,
}) => {
  const panel = await openAdminTab(page, 'Page Content');
  const field = panel.locator('[data-setting-key="hero_title"]');
  const input = field.getByRole('textbox');
  // The settings read that follows the first save waits until the owner has typed again.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes('public.settings.list'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await replaceAndLeave(input, 'First words');
  await expect(toast(page, SAVED)).toBeVisible();
  await input.fill('Second words');
  release();
  // The read lands (the field now has stored words of its own to reset), the typed words stay in the field...
  await expect(field.getByRole('button', { name: 'Reset to the built-in text' })).toBeVisible();
  await expect(input).toHaveValue('Second words');
  // ... and leaving the field saves them.
  await input.press('Tab');
  await expect.poll(() => storedValue(page, 'hero_title')).toBe('Second words');
});

test('Site Settings → Moved addresses: an old address added in the panel takes visitors on, and Remove ends it; the business profile warns without a license number', {
  tag: '@looks',
}, async ({ page }) => {
  const panel = await openAdminTab(page, 'Site Settings');
  const moved = panel.getByTestId('moved-addresses');
  await moved.getByRole('textbox', { name: 'Old address' }).fill('/our-work.html');
  await moved.getByRole('textbox', { name: 'New address' }).fill('/portfolio');
  await moved.getByRole('button', { name: 'Add moved address' }).click();
  const row = moved.getByRole('listitem').filter({ hasText: '/our-work.html' });
  await expect(row).toContainText('/portfolio');
  // An address a page has is refused beside its field.
  await moved.getByRole('textbox', { name: 'Old address' }).fill('/about');
  await moved.getByRole('textbox', { name: 'New address' }).fill('/contact');
  await moved.getByRole('button', { name: 'Add moved address' }).click();
  await expect(moved.getByText('/about is a page of this site', { exact: false })).toBeVisible();
  for (const [width, theme] of [
    [390, 'light'],
    [1280, 'dark'],
  ] as const) {
    if (!REVIEW) break;
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await moved.scrollIntoViewIfNeeded();
    await reviewShot(moved, { path: `test-results/screenshots/moved-addresses-${width}-${theme}.png` });
  }
  const visitor = await page.context().newPage();
  await visitor.goto('/our-work.html');
  await expect(visitor).toHaveURL(/\/portfolio$/);
  await row.getByRole('button', { name: /Remove the move of \/our-work\.html/ }).click();
  await expect(row).toHaveCount(0);
  // (A browser keeps a 301 for the hour it is told: asked afresh, the address is a 404 again.)
  expect((await visitor.request.get('/our-work.html', { maxRedirects: 0 })).status()).toBe(404);

  // The license: the warning shows while none is saved, and goes once one is.
  await page.request.put('/api/settings/company_license_number', { data: { value: '' } });
  const content = await openTab(page, 'Page Content');
  const warning = content.getByTestId('license-warning');
  await expect(warning).toBeVisible();
  await reviewShot(warning, { path: 'test-results/screenshots/license-warning.png' });
  await page.request.put('/api/settings/company_license_number', { data: { value: 'CSLB #1098765' } });
  await page.reload();
  await openTab(page, 'Page Content');
  await expect(page.getByTestId('license-warning')).toHaveCount(0);
});
