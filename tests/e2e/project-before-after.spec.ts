import { expect, test } from '@playwright/test';
import { AREAS_AND_PHOTOS, TOASTS } from '../../src/common/messages';
import { signIn } from '../support/admin-session';

const TITLE = 'Before/after e2e kitchen';
const [BEFORE_ALT, AFTER_ALT] = [
  'The galley kitchen before, closed in',
  'The kitchen after, open to the dining room',
];

test("the owner picks a project's before and after photos; its page and quick view compare them", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const all = (await (await page.request.get('/api/portfolio')).json()) as Array<{ imageUrls: string[] }>;
  const photos = [...new Set(all.flatMap((item) => item.imageUrls))].slice(0, 3);
  const created = await page.request.post('/api/admin/portfolio', {
    data: {
      title: TITLE,
      description: 'A galley kitchen opened to the dining room.',
      category: 'Remodels',
      location: 'Pasadena',
      imageUrls: photos,
      imageDetails: [BEFORE_ALT, AFTER_ALT, 'The pantry wall'].map((alt) => ({ alt })),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  try {
    // In the project dialog: a pair, its two photos chosen among the project's.
    await page.reload();
    await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('button', { name: 'Add a before/after pair' }).click();
    // Half chosen: refused, naming what is missing.
    await dialog.getByRole('combobox', { name: 'Before (pair 1)' }).selectOption(photos[0] as string);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: AREAS_AND_PHOTOS.beforeAfterNotAPhoto(1, 'after') }),
    ).toBeVisible();
    await dialog
      .getByRole('combobox', { name: 'After (pair 1)' })
      .selectOption({ label: `Photo 2: ${AFTER_ALT}` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(TOASTS.projectUpdated).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Its page: both photos, then a divider the arrow keys move.
    await page.goto(`/portfolio/${slug}`);
    await expect(
      page.getByRole('heading', { name: AREAS_AND_PHOTOS.beforeAfterHeading, level: 2 }),
    ).toBeVisible();
    const slider = page.getByRole('slider', { name: AREAS_AND_PHOTOS.beforeAfterLabel });
    await expect(page.locator('[data-before-after]')).toHaveAttribute('data-slider', '');
    await slider.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('45');

    // Without JavaScript: both photos side by side, each named.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const tab = await plain.newPage();
    await tab.goto(`/portfolio/${slug}`);
    await expect(tab.getByRole('img', { name: `Before: ${BEFORE_ALT}` })).toBeVisible();
    await expect(tab.getByRole('img', { name: `After: ${AFTER_ALT}` })).toBeVisible();
    await plain.close();

    // The quick view: the same comparison; its arrow keys move the divider, not the photos.
    await page.goto('/portfolio');
    await page.getByTestId('project-card').filter({ hasText: TITLE }).click();
    const quick = page.getByRole('dialog', { name: TITLE });
    await expect(quick.getByRole('heading', { name: AREAS_AND_PHOTOS.beforeAfterHeading })).toBeVisible();
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-hydrated', '');
    const quickSlider = quick.getByRole('slider', { name: AREAS_AND_PHOTOS.beforeAfterLabel });
    await quickSlider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(quickSlider).toHaveValue('51');
    await expect(quick.getByTestId('image-counter')).toHaveText('1 / 3');
  } finally {
    await page.request.delete(`/api/admin/portfolio/${id}`);
  }
});
