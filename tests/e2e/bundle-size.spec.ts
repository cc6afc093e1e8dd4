import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What a visitor's phone downloads for the home page (Chakra UI is most of it; today's size is in
 * docs/page-speed.md): the budget leaves a little room and fails on any large addition.
 */
const HOME_JS_BUDGET_GZIP_BYTES = 250 * 1024;

test('the home page stays within its JavaScript budget and never loads the admin panel', async ({ page }) => {
  const scripts: Array<{ url: string; gzipBytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzipBytes: gzipSync(body).length });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
  expect(total).toBeLessThan(HOME_JS_BUDGET_GZIP_BYTES);
  expect(scripts.map((script) => script.url).filter((url) => /AdminPage|LoginPage/.test(url))).toEqual([]);
});
