import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin-session';

test('a before/after section: both photos without JavaScript, a divider the arrow keys move with it', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const [project] = (await (await page.request.get('/api/portfolio')).json()) as Array<{
    imageUrls: string[];
  }>;
  const images = project?.imageUrls.slice(0, 2);
  const created = await page.request.post('/api/admin/page-sections', {
    data: {
      pageId: 'services',
      sectionType: 'before-after',
      title: 'Kitchen, before and after',
      metadata: JSON.stringify({ images }),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  try {
    // Without JavaScript: both photos, side by side, labelled.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/services');
    await expect(plain.getByRole('img', { name: 'Before: Kitchen, before and after' })).toBeVisible();
    await expect(plain.getByRole('img', { name: 'After: Kitchen, before and after' })).toBeVisible();
    await expect(plain.getByRole('slider')).toBeHidden();
    await noScript.close();

    // With it: one picture, cut at a divider that the arrow keys move.
    await page.goto('/services');
    const slider = page.getByRole('slider', { name: 'Before and after: move the divider to compare' });
    const figure = page.locator('[data-before-after]');
    await expect(figure).toHaveAttribute('data-slider', '');
    await slider.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('60');
    // The input is invisible over the photos: its keyboard focus rings the whole comparison.
    expect(await figure.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    expect(await figure.evaluate((element) => element.style.getPropertyValue('--split'))).toBe('60%');
  } finally {
    await page.request.delete(`/api/admin/page-sections/${id}`);
  }
});
