import { expect, type Page, test } from '@playwright/test';
import { E2E_ARGS, findChromium } from '../../scripts/chromium';
import { BRAND } from '../../src/common/constants';
import { settingDefault } from '../../src/common/settings';

// Playwright turns the back/forward cache off; a visitor's browser keeps a page left by a link and shows it
// again, as it was, on Back. These tests need that browser (a worker of its own, hence this file).
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: E2E_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Back, to a page the browser shows from its cache (no load event: the page is the one left). */
async function backToCachedPage(page: Page) {
  await page.evaluate(() => {
    (window as { leftAt?: number }).leftAt = 1;
  });
  return async () => {
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => (window as { leftAt?: number }).leftAt ?? 0)).toBe(1);
  };
}

test('Back to a page left by a phone-menu link shows it without the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const back = await backToCachedPage(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: settingDefault('site_logo_text') });
  await drawer.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await back();
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('Back to a page left before a theme switch shows it in the theme chosen since', async ({ page }) => {
  await page.goto('/');
  const back = await backToCachedPage(page);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('link', { name: 'Portfolio' }).first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await back();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), BRAND.themeStorageKey)).toBe('dark');
});
