import { expect, type Page, test } from '@playwright/test';
import { SERVICE_NAMES } from '../../src/common/constants';
import { settingDefault, splitList } from '../../src/common/settings';
import { takeOwnerSession } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { screenshotFullPage } from '../support/screenshots';

const WHY_CHOOSE = ['Expert Craftsmanship', 'On-Time Delivery', 'Quality Guarantee', 'Licensed & Insured'];

const serviceBlock = (page: Page, name: string) =>
  page.getByRole('article', { name: settingDefault(`service_${name}_title`) });

async function openServices(page: Page) {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('services_title'));
}

test('the header and the four services show the built-in copy', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openServices(page);
  await expect(page.getByText(settingDefault('services_description'))).toBeVisible();

  for (const [index, name] of SERVICE_NAMES.entries()) {
    const block = serviceBlock(page, name);
    const title = settingDefault(`service_${name}_title`);
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(block.getByText(settingDefault(`service_${name}_description`))).toBeVisible();
    await expect(block.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(block.getByRole('listitem')).toHaveText(
      splitList(settingDefault(`service_${name}_features`)),
    );

    const image = block.getByRole('img', { name: title });
    await expect(image).toHaveAttribute('src', settingDefault(`service_${name}_image`));
    await expect(image).toHaveJSProperty('complete', true);
    // The photo alternates sides: left of the text on the 1st and 3rd block, right on the 2nd and 4th.
    await image.scrollIntoViewIfNeeded();
    const imageBox = await image.boundingBox();
    const headingBox = await block.getByRole('heading', { level: 2 }).boundingBox();
    if (!imageBox || !headingBox) throw new Error(`block ${name} is not laid out`);
    expect(imageBox.x < headingBox.x).toBe(index % 2 === 0);
  }
});

test('Why Choose shows its four reasons and the call to action links onward', async ({ page }) => {
  await openServices(page);
  const why = page.getByRole('region', { name: `Why Choose ${settingDefault('company_name')}` });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(WHY_CHOOSE);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
  await main.getByRole('link', { name: 'View Our Work' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Get Free Consultation' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('blank entries of a features value are dropped', async ({ page }) => {
  const key = 'service_adu_features';
  await takeOwnerSession(page);
  const stored = (await (await page.request.get('/api/settings')).json()) as { key: string; value: string }[];
  const previous = stored.find((row) => row.key === key)?.value ?? '';
  try {
    const update = await page.request.put(`/api/settings/${key}`, { data: { value: 'A, , B,' } });
    expect(update.ok()).toBe(true);
    await openServices(page);
    await expect(serviceBlock(page, 'adu').getByRole('listitem')).toHaveText(['A', 'B']);
  } finally {
    await page.request.put(`/api/settings/${key}`, { data: { value: previous } });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violations in ${theme} mode`, async ({ page }) => {
    if (theme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
    }
    await openServices(page);
    await expect(serviceBlock(page, 'commercial')).toBeVisible();
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
      await openServices(page);
      await page.evaluate(() => {
        for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      });
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true);
      await screenshotFullPage(page, `test-results/screenshots/services-${viewport.width}-${theme}.png`, {
        animations: 'disabled',
      });
    });
  }
}
