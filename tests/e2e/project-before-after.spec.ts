import { type APIRequestContext, expect, test } from '@playwright/test';
import { AREAS_AND_PHOTOS, TOASTS } from '../../src/common/messages';
import { signIn } from '../support/admin-session';

const TITLE = 'Before/after e2e kitchen';
const [BEFORE_ALT, AFTER_ALT] = [
  'The galley kitchen before, closed in',
  'The kitchen after, open to the dining room',
];

interface Made {
  id: number;
  slug: string;
  photos: string[];
}

/** A project of three demo photos, each described; with `pairs`, its before/after pairs too. */
async function makeProject(request: APIRequestContext, pairs: boolean): Promise<Made> {
  const all = (await (await request.get('/api/portfolio')).json()) as Array<{ imageUrls: string[] }>;
  const photos = [...new Set(all.flatMap((item) => item.imageUrls))].slice(0, 3);
  const created = await request.post('/api/admin/portfolio', {
    data: {
      title: TITLE,
      description: 'A galley kitchen opened to the dining room.',
      category: 'Remodels',
      location: 'Pasadena',
      imageUrls: photos,
      imageDetails: [BEFORE_ALT, AFTER_ALT, 'The pantry wall'].map((alt) => ({ alt })),
      ...(pairs ? { beforeAfter: [{ before: photos[0], after: photos[1] }] } : {}),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { ...((await created.json()) as { id: number; slug: string }), photos };
}

/** Every project of this spec (a retry finds none of the failed attempt's). */
async function removeProjects(request: APIRequestContext) {
  const all = (await (await request.get('/api/portfolio')).json()) as Array<{ id: number; title: string }>;
  for (const project of all.filter((item) => item.title === TITLE))
    await request.delete(`/api/admin/portfolio/${project.id}`);
}

test.describe("a project's before/after pairs", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await removeProjects(page.request);
  });
  test.afterEach(async ({ page }) => removeProjects(page.request));

  test('the owner picks the before and the after photo in the project dialog', async ({ page }) => {
    const { id, photos } = await makeProject(page.request, false);
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
    // The after photo by its thumbnail: the list of names has the same choice in words.
    const afterThumbnails = dialog.getByRole('group', { name: 'After (pair 1): photos' });
    await afterThumbnails.getByRole('button', { name: `Photo 2: ${AFTER_ALT}` }).click();
    await expect(afterThumbnails.getByRole('button', { name: `Photo 2: ${AFTER_ALT}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: 'After (pair 1)' })).toHaveValue(photos[1] as string);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(TOASTS.projectUpdated).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = (await (await page.request.get('/api/portfolio')).json()) as Array<{
      id: number;
      beforeAfter: unknown;
    }>;
    expect(saved.find((project) => project.id === id)?.beforeAfter).toEqual([
      { before: photos[0], after: photos[1] },
    ]);
  });

  test('its page shows both photos, without JavaScript side by side, with it a divider the keys move', async ({
    page,
    browser,
  }) => {
    const { slug } = await makeProject(page.request, true);
    await page.goto(`/portfolio/${slug}`);
    await expect(
      page.getByRole('heading', { name: AREAS_AND_PHOTOS.beforeAfterHeading, level: 2 }),
    ).toBeVisible();
    await expect(page.locator('[data-before-after]')).toHaveAttribute('data-slider', '');
    const slider = page.getByRole('slider', { name: AREAS_AND_PHOTOS.beforeAfterLabel });
    await slider.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('45');

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const tab = await plain.newPage();
    await tab.goto(`/portfolio/${slug}`);
    await expect(tab.getByRole('img', { name: `Before: ${BEFORE_ALT}` })).toBeVisible();
    await expect(tab.getByRole('img', { name: `After: ${AFTER_ALT}` })).toBeVisible();
    await expect(tab.getByRole('slider')).toBeHidden();
    await plain.close();
  });

  test('the quick view compares them too; its arrow keys move the divider, not the photos', async ({
    page,
  }) => {
    await makeProject(page.request, true);
    await page.goto('/portfolio');
    await page.getByTestId('project-card').filter({ hasText: TITLE }).click();
    const quick = page.getByRole('dialog', { name: TITLE });
    await expect(quick.getByRole('heading', { name: AREAS_AND_PHOTOS.beforeAfterHeading })).toBeVisible();
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-hydrated', '');
    const slider = quick.getByRole('slider', { name: AREAS_AND_PHOTOS.beforeAfterLabel });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('51');
    await expect(quick.getByTestId('image-counter')).toHaveText('1 / 3');
  });
});
