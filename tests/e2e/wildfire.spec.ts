import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { COMMUNITIES } from '../../src/common/constants';
import { settingDefault, splitLines } from '../../src/common/settings';
import { DEMO_SECTIONS } from '../../src/server/db/demo/sections';
import { expectNoSeriousViolations } from '../support/axe';
import { browserSaysOffline } from '../support/client-navigation';
import { screenshotFullPage } from '../support/screenshots';

const [PALISADES, ALTADENA] = COMMUNITIES;
const TIMELINES = ['24-48 hours', '1-2 weeks', '2-4 weeks', '3-12 months'];
const THEME_KEY = 'summit-coast-theme';

type Community = (typeof COMMUNITIES)[number];

const seededTitles = (pageId: string, active = true) =>
  DEMO_SECTIONS.filter((s) => s.pageId === pageId && s.isActive === active)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((s) => s.title);

const sectionsOf = (page: Page, community: Community) =>
  page.getByTestId(`page-sections-${community.id}`).getByRole('heading', { level: 2 });

async function openCommunity(page: Page, community: Community) {
  await page.goto(`/wildfire-recovery?community=${community.id}`);
  await expect(page.getByRole('tab', { name: community.tab })).toHaveAttribute('aria-selected', 'true');
}

async function loginAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBeTruthy();
}

/** The section reads the browser makes (none: a tab switch loads the other community's page, rendered by the server). */
function recordSectionReads(page: Page) {
  const reads: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('pageSections')) return;
    const body = await response.text().catch((error: Error) => `(no body: ${error.message})`);
    reads.push(`${response.status()} ${decodeURIComponent(response.url())}\n${body.slice(0, 400)}`);
  });
  return reads;
}

/**
 * Runs a check of what a tab switch fetched; when it fails, prints what the browser received and what the
 * server answers now, so a failure on CI says whether the data, the request or the rendering went wrong.
 */
async function explainOnFailure(page: Page, reads: string[], check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { pageId: ALTADENA.id } } }));
    const doors = [
      `/api/page-sections/${ALTADENA.id}`,
      `/trpc/public.pageSections.active?batch=1&input=${input}`,
    ];
    const now = await Promise.all(
      doors.map(async (door) => {
        const response = await page.request.get(door);
        return `GET ${door} now: ${response.status()} ${(await response.text()).slice(0, 400)}`;
      }),
    );
    console.log(
      [
        `url: ${page.url()}`,
        `section reads the page received:\n${reads.join('\n') || '(none)'}`,
        ...now,
        // The sections come last but for the call to action.
        `the end of main as role queries see it:\n${(await page.getByRole('main').ariaSnapshot()).slice(-2500)}`,
      ].join('\n'),
    );
    throw error;
  }
}

async function expectCommunityContent(page: Page, community: Community) {
  const id = community.id;
  const short = community.shortPrefix;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault(`${id}_page_title`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(settingDefault(`${id}_page_subtitle`))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: settingDefault(`${short}_emergency_banner_title`) }),
  ).toBeVisible();
  await expect(page.getByText(settingDefault(`${id}_emergency_banner`))).toBeVisible();

  const steps = page.getByTestId('recovery-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByTestId('step-timeline')).toHaveText(TIMELINES);
  for (const [index, step] of (await steps.all()).entries()) {
    const n = index + 1;
    await expect(step.getByRole('heading', { level: 3 })).toContainText(
      settingDefault(`${id}_step${n}_title`),
    );
    await expect(step.getByText(settingDefault(`${id}_step${n}_description`))).toBeVisible();
    await expect(step.getByRole('listitem')).toHaveText(splitLines(settingDefault(`${id}_step${n}_details`)));
  }

  const services = page.getByTestId('recovery-service');
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(
    [1, 2, 3].map((n) => settingDefault(`${id}_service${n}_title`)),
  );
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Fire-Resistant Construction',
    'Defensible Space Design',
    'Emergency Response',
  ]);

  await expect(page.getByRole('heading', { name: settingDefault(`${id}_checklist_title`) })).toBeVisible();
  const checklist = page.getByTestId('wildfire-checklist').getByRole('listitem');
  await expect(checklist).toHaveCount(5);
  await expect(checklist).toHaveText(splitLines(settingDefault(`${id}_checklist_items`)));

  await expect(page.getByRole('heading', { name: settingDefault(`${id}_contact_title`) })).toBeVisible();
  await expect(page.getByText(settingDefault(`${id}_contact_description`))).toBeVisible();
  await expect(page.getByRole('heading', { name: settingDefault(`${short}_cta_title`) })).toBeVisible();

  // An empty hotline is the main phone of the business profile.
  const phone = settingDefault('contact_phone');
  const tel = `tel:${phone.replace(/[^0-9+]/g, '')}`;
  const hotline = page.getByRole('main').locator(`a[href="${tel}"]`);
  await expect(hotline.first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: phone, exact: true })).toHaveAttribute(
    'href',
    tel,
  );
  await expect(page.getByRole('main').locator('a[href="/contact"]').first()).toBeVisible();
}

test('the Palisades tab is the default and shows its own recovery content', async ({ page }) => {
  await page.goto('/wildfire-recovery');
  await expect(page.getByRole('tablist', { name: 'Choose your community' })).toBeVisible();
  await expect(page.getByRole('tab', { name: PALISADES.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: ALTADENA.tab })).toHaveAttribute('aria-selected', 'false');
  await expectCommunityContent(page, PALISADES);
  await expect(page).toHaveTitle(new RegExp(settingDefault('pacific-palisades_page_title')));
});

test('switching to Altadena shows its texts, keeps the choice in the URL and can be linked', async ({
  page,
}) => {
  // The two communities' copy must actually differ, or this test could not tell them apart.
  for (const key of ['page_title', 'emergency_banner', 'step1_description', 'checklist_items']) {
    expect(settingDefault(`altadena_${key}`)).not.toBe(settingDefault(`pacific-palisades_${key}`));
  }
  expect(settingDefault('altadena_emergency_banner_title')).not.toBe(
    settingDefault('pp_emergency_banner_title'),
  );

  await page.goto('/wildfire-recovery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('pacific-palisades_page_title'),
  );
  await page.getByRole('tab', { name: ALTADENA.tab }).click();
  await expect(page).toHaveURL(/\?community=altadena$/);
  await expectCommunityContent(page, ALTADENA);
  await expect(page.getByText(settingDefault('pacific-palisades_emergency_banner'))).toHaveCount(0);
  await expect(page.getByText(settingDefault('pacific-palisades_page_title'))).toHaveCount(0);

  // The keyboard moves between tabs too (arrow keys, automatic activation).
  await page.getByRole('tab', { name: ALTADENA.tab }).focus();
  await page.keyboard.press('ArrowLeft');
  // The first community is the page itself: one address per page.
  await expect(page).toHaveURL(/\/wildfire-recovery$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('pacific-palisades_page_title'),
  );

  await page.goto('/wildfire-recovery?community=altadena');
  await expect(page.getByRole('tab', { name: ALTADENA.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('altadena_page_title'));
});

test('a tab pressed after its island has woken loads its community too', async ({ page }) => {
  await page.goto('/wildfire-recovery');
  const tab = page.getByRole('tab', { name: ALTADENA.tab });
  // A visitor's pointer resting on the tabs wakes their island: React has them before the press.
  await tab.hover();
  await expect(page.locator('[data-island="communityTabs"]')).toHaveAttribute('data-island-hydrated', '');
  await tab.click();
  await expect(page).toHaveURL(/\?community=altadena$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('altadena_page_title'));
});

test('each tab shows only its own active page sections, in sortOrder', async ({ page }) => {
  const palisades = seededTitles(PALISADES.id);
  const altadena = seededTitles(ALTADENA.id);
  const inactive = [...seededTitles(PALISADES.id, false), ...seededTitles(ALTADENA.id, false)];
  expect(palisades.length).toBeGreaterThan(1);
  expect(altadena.length).toBeGreaterThan(1);
  expect(inactive).toContain('Community Rebuild Workshop');

  await openCommunity(page, PALISADES);
  await expect(sectionsOf(page, PALISADES)).toHaveText(palisades);
  for (const title of [...altadena, ...inactive]) await expect(page.getByText(title)).toHaveCount(0);

  const reads = recordSectionReads(page);
  await page.getByRole('tab', { name: ALTADENA.tab }).click();
  await expect(page).toHaveURL(/\?community=altadena$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('altadena_page_title'));
  await explainOnFailure(page, reads, () => expect(sectionsOf(page, ALTADENA)).toHaveText(altadena));
  await expect(page.getByTestId(`page-sections-${PALISADES.id}`)).toHaveCount(0);
  for (const title of [...palisades, ...inactive]) await expect(page.getByText(title)).toHaveCount(0);
});

test('a tab switch loads its community even when the browser believes it is offline', async ({ page }) => {
  await openCommunity(page, PALISADES);
  await browserSaysOffline(page);
  await page.getByRole('tab', { name: ALTADENA.tab }).click();
  await expect(sectionsOf(page, ALTADENA)).toHaveText(seededTitles(ALTADENA.id));
});

test('reordering sections through the API changes their order on the page', async ({ page }) => {
  await loginAsAdmin(page.request);
  const listed = await page.request.get(`/api/admin/page-sections/${ALTADENA.id}`);
  expect(listed.ok()).toBeTruthy();
  const sections = (
    (await listed.json()) as Array<{ id: number; title: string; sortOrder: number; isActive: boolean }>
  )
    .filter((s) => s.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const original = sections.map((s) => ({ id: s.id, sortOrder: s.sortOrder }));
  const reversed = [...sections].reverse();
  try {
    const reorder = await page.request.put('/api/admin/page-sections/reorder', {
      data: { updates: reversed.map((s, index) => ({ id: s.id, sortOrder: index })) },
    });
    expect(reorder.ok()).toBeTruthy();
    await openCommunity(page, ALTADENA);
    await expect(sectionsOf(page, ALTADENA)).toHaveText(reversed.map((s) => s.title));
  } finally {
    await page.request.put('/api/admin/page-sections/reorder', { data: { updates: original } });
  }
});

test('a section switched inactive through the API disappears from its tab', async ({ page }) => {
  await loginAsAdmin(page.request);
  const created = await page.request.post('/api/admin/page-sections', {
    data: {
      pageId: PALISADES.id,
      sectionType: 'content',
      title: 'E2E Temporary Notice',
      content: '<p>Shown only while active.</p>',
    },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };
  try {
    await openCommunity(page, PALISADES);
    await expect(sectionsOf(page, PALISADES)).toHaveText([
      ...seededTitles(PALISADES.id),
      'E2E Temporary Notice',
    ]);

    const hidden = await page.request.put(`/api/admin/page-sections/${id}`, { data: { isActive: false } });
    expect(hidden.ok()).toBeTruthy();
    await openCommunity(page, PALISADES);
    await expect(sectionsOf(page, PALISADES)).toHaveText(seededTitles(PALISADES.id));
    await expect(page.getByText('E2E Temporary Notice')).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/admin/page-sections/${id}`);
  }
});

test('a checklist set in settings replaces the default items', async ({ page }) => {
  await loginAsAdmin(page.request);
  const key = 'altadena_checklist_items';
  const stored = (await (await page.request.get('/api/settings')).json()) as Array<{
    key: string;
    value: string;
  }>;
  const previous = stored.find((s) => s.key === key)?.value ?? '';
  try {
    const saved = await page.request.put(`/api/settings/${key}`, {
      data: { value: 'Call your insurance carrier today\n\n  Photograph the lot before cleanup  \n' },
    });
    expect(saved.ok()).toBeTruthy();
    await openCommunity(page, ALTADENA);
    await expect(page.getByTestId('wildfire-checklist').getByRole('listitem')).toHaveText([
      'Call your insurance carrier today',
      'Photograph the lot before cleanup',
    ]);
    // The other community keeps its own default list.
    await page.getByRole('tab', { name: PALISADES.tab }).click();
    await expect(page.getByTestId('wildfire-checklist').getByRole('listitem')).toHaveCount(5);
  } finally {
    await page.request.put(`/api/settings/${key}`, { data: { value: previous } });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violations on either tab (${theme})`, async ({ page }) => {
    test.slow(); // axe walks two long pages
    if (theme === 'dark') await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    for (const community of COMMUNITIES) {
      await openCommunity(page, community);
      await expect(sectionsOf(page, community).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        settingDefault(`${community.id}_page_title`),
      );
      await expectNoSeriousViolations(page);
    }
  });

  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    test(`screenshot ${label}px ${theme}`, { tag: '@review' }, async ({ page }) => {
      if (theme === 'dark') await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
      await page.setViewportSize(viewport);
      await openCommunity(page, PALISADES);
      await expect(sectionsOf(page, PALISADES).first()).toBeVisible();
      await screenshotFullPage(page, `test-results/screenshots/wildfire-${label}-${theme}.png`);
      await page.getByRole('tab', { name: ALTADENA.tab }).click();
      await expect(sectionsOf(page, ALTADENA).first()).toBeVisible();
      await screenshotFullPage(page, `test-results/screenshots/wildfire-altadena-${label}-${theme}.png`);
    });
  }
}
