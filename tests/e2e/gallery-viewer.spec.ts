import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PREVIEW_PATH } from '../../src/common/preview';
import { signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';

const TITLE = 'Recent kitchens';
const SECOND = {
  alt: 'A walnut island under pendant lights',
  caption: 'Finished in March, three weeks early',
};

/** A gallery section on the services page: three demo photos, the second described by the owner. */
async function createGallery(request: APIRequestContext) {
  const all = (await (await request.get('/api/portfolio')).json()) as Array<{ imageUrls: string[] }>;
  const photos = [...new Set(all.flatMap((item) => item.imageUrls))].slice(0, 3);
  expect(photos).toHaveLength(3);
  const created = await request.post('/api/admin/page-sections', {
    data: {
      pageId: 'services',
      sectionType: 'gallery',
      title: TITLE,
      metadata: JSON.stringify({
        images: photos,
        imageDetails: { [photos[1] as string]: { ...SECOND, focusX: 50, focusY: 50 } },
      }),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  return { id, photos };
}

const photoLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test.describe('a gallery section opens its photos in the project viewer', () => {
  let section: { id: number; photos: string[] };
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    // One left by an attempt that timed out (a retry must find one gallery, not two).
    const left = (await (await page.request.get('/api/page-sections/services')).json()) as Array<{
      id: number;
      title: string;
    }>;
    for (const old of left.filter((item) => item.title === TITLE))
      await page.request.delete(`/api/admin/page-sections/${old.id}`);
    section = await createGallery(page.request);
  });
  test.afterEach(async ({ page }) => {
    await page.request.delete(`/api/admin/page-sections/${section.id}`);
  });

  test('a press opens the photo pressed, the arrow keys step, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/services');
    const second = photoLink(page, `${SECOND.alt}, photo 2 of 3`);
    await second.scrollIntoViewIfNeeded();
    await expect(page.getByText(SECOND.caption)).toBeVisible();
    // The first press on the page: the section's island may still be asleep.
    await second.click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('image-counter')).toHaveText('2 / 3');
    await expect(dialog.getByRole('img', { name: `${SECOND.alt}, photo 2 of 3` })).toBeVisible();
    await expect(dialog.locator('figcaption')).toHaveText(SECOND.caption);
    // The address stays the page's: a photo is not a page.
    await expect(page).toHaveURL(/\/services$/);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('image-counter')).toHaveText('3 / 3');
    await expect(dialog.getByRole('img', { name: `${TITLE}, photo 3 of 3` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('image-counter')).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByTestId('image-counter')).toHaveText('3 / 3');
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();

    // The keyboard: Enter on a photo opens it, at that photo.
    await page.keyboard.press('Shift+Tab');
    await expect(photoLink(page, `${TITLE}, photo 1 of 3`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('image-counter')).toHaveText('1 / 3');
    await page.getByRole('button', { name: 'Close photos' }).click();
    await expect(dialog).toBeHidden();
    await expect(photoLink(page, `${TITLE}, photo 1 of 3`)).toBeFocused();
  });

  test('a press that lands as React takes the section still shows its photo', async ({ page }) => {
    await page.goto('/services');
    const second = photoLink(page, `${SECOND.alt}, photo 2 of 3`);
    await second.scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog', { name: TITLE });
    // Wake the section, then close the viewer: React has it now.
    await second.click();
    await expect(dialog.getByRole('img', { name: `${SECOND.alt}, photo 2 of 3` })).toBeVisible();
    await page.getByRole('button', { name: 'Close photos' }).click();
    await expect(dialog).toBeHidden();
    // What the page's script leaves when a press arrives between React's hydration and the island's mark.
    await page.locator('dialog[id^="gallery-"]').evaluate((element) => {
      (element as HTMLDialogElement).dataset.pendingPhoto = '0';
    });
    await second.click();
    await expect(dialog.getByRole('img', { name: `${SECOND.alt}, photo 2 of 3` })).toBeVisible();
    await page.getByRole('button', { name: 'Close photos' }).click();
  });

  test('a photo pressed before React has the section opens the viewer at once, and React shows that photo', async ({
    page,
  }) => {
    // The section's code held back: the press is the browser's and the page's small script's alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/GallerySectionIsland-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/services');
    const second = photoLink(page, `${SECOND.alt}, photo 2 of 3`);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    // Not the first photo in place of the one pressed: the viewer waits blank for React.
    await expect(dialog.getByTestId('gallery-dialog-body')).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    release();
    await expect(dialog.getByTestId('image-counter')).toHaveText('2 / 3');
    await expect(dialog.getByRole('img', { name: `${SECOND.alt}, photo 2 of 3` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('on a phone, a tap opens the viewer and a swipe steps to the next photo', async ({
    browser,
    page,
  }) => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      storageState: await page.context().storageState(),
    });
    const tab = await phone.newPage();
    await tab.goto('/services');
    const first = photoLink(tab, `${TITLE}, photo 1 of 3`);
    await first.scrollIntoViewIfNeeded();
    await first.tap();
    const dialog = tab.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByTestId('image-counter')).toHaveText('1 / 3');
    // The tap opened the viewer before React had the section; a swipe is React's.
    await expect(tab.locator('[data-island="gallerySection"]')).toHaveAttribute('data-island-hydrated', '');
    const box = await dialog.getByTestId('photo-viewer').boundingBox();
    if (!box) throw new Error('the viewer has no box');
    // Above the arrows (half-way down at the sides): a touch on a button is the button's.
    const y = box.y + box.height / 4;
    const touch = await phone.newCDPSession(tab);
    const at = (fraction: number) => [{ x: box.x + box.width * fraction, y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.75) });
    for (const fraction of [0.6, 0.45, 0.25])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fraction) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(dialog.getByTestId('image-counter')).toHaveText('2 / 3');
    await phone.close();
  });

  test('without JavaScript each photo is a plain image linking to the full photo', async ({ browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const tab = await plain.newPage();
    await tab.goto('/services');
    const link = photoLink(tab, `${SECOND.alt}, photo 2 of 3`);
    await link.scrollIntoViewIfNeeded();
    await expect(link.getByRole('img')).toBeVisible();
    await expect(link).toHaveAttribute('href', section.photos[1] as string);
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    await plain.close();
  });

  test("when the page's script cannot load, a photo pressed is a plain link to the full photo", async ({
    page,
  }) => {
    // Blocked or failed (a content blocker, a dropped connection): the page's starter holds no press for it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/index-/.test(request.url()));
    await page.goto('/services');
    await failed;
    const link = photoLink(page, `${SECOND.alt}, photo 2 of 3`);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${section.photos[1]}$`));
  });

  test('the owner describes a photo in the section dialog; the viewer shows his words', async ({ page }) => {
    await page.getByRole('tab', { name: 'Advanced Pages', exact: true }).click();
    await page.getByRole('tab', { name: 'Services Page', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Section' });
    const descriptions = dialog
      .getByRole('list', { name: 'Photo descriptions' })
      .getByTestId('photo-details');
    await expect(descriptions).toHaveCount(3);
    await expect(descriptions.nth(1).getByRole('textbox', { name: /^Photo 2: what it shows/ })).toHaveValue(
      SECOND.alt,
    );
    const third = descriptions.nth(2);
    await third.getByRole('button', { name: `Use “${TITLE}, photo 3”` }).click();
    await third.getByRole('textbox', { name: /^Photo 3: what it shows/ }).fill('The pantry wall in oak');
    await third.getByRole('textbox', { name: /^Caption/ }).fill('Oak from a local mill');
    await dialog.getByRole('button', { name: 'Save Section' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/services');
    const photo = photoLink(page, 'The pantry wall in oak, photo 3 of 3');
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    const viewer = page.getByRole('dialog', { name: TITLE });
    await expect(viewer.getByRole('img', { name: 'The pantry wall in oak, photo 3 of 3' })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText('Oak from a local mill');
  });

  test('in the live preview a photo opens the viewer too', async ({ page }) => {
    await page.goto(`${PREVIEW_PATH}?path=/services`);
    const photo = photoLink(page, `${TITLE}, photo 1 of 3`);
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByTestId('image-counter')).toHaveText('1 / 3');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
