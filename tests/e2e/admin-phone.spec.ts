import { expect, type Locator, type Page, test } from '@playwright/test';
import { settingDefault } from '../../src/common/settings';
import { signIn, takeOwnerSession } from '../support/admin-session';
import { reviewShot } from '../support/screenshots';

/** A phone: 390 px wide, touch (no mouse to drop a file with). */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const SHOTS = 'test-results/screenshots';
const SAVED = 'Setting updated successfully';
const ITEMS = ['Call your insurer', 'Photograph the lot', 'Keep every receipt'] as const;

/** Whether two elements' boxes on screen cross. */
async function overlaps(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

const previewOf = (page: Page, tab: string) =>
  page.getByRole('tabpanel', { name: tab }).frameLocator('iframe[title="Live preview of the public page"]');

test.afterEach(async ({ page }) => {
  await takeOwnerSession(page);
  expect((await page.request.put('/api/settings/hero_title', { data: { value: '' } })).ok()).toBe(true);
  const sections = await page.request.get('/api/admin/page-sections/homepage');
  for (const row of (await sections.json()) as Array<{ id: number; title: string }>) {
    if (row.title.startsWith('On the phone')) await page.request.delete(`/api/admin/page-sections/${row.id}`);
  }
});

/**
 * The owner's journeys on his phone, as he sees them: a setting typed shows in the preview
 * before it is saved, then on the site; Undo takes it back everywhere; a word of another tab clicked in the
 * preview opens that tab at its field; a checklist section is placed between built-in blocks with its items
 * reordered, and visitors see it there, as wide as the blocks around it.
 */
test('on a phone the owner edits, previews, undoes, follows a word to its tab and places a section between blocks', {
  tag: '@looks',
}, async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const sections = page.getByRole('combobox', { name: 'Panel section' });
  await expect(sections).toBeVisible();

  // A setting: typed words show in the preview at once; visitors see them only once saved.
  await sections.selectOption('pages');
  await expect(page).toHaveURL(/\/admin\/page-content$/);
  const panel = page.getByRole('tabpanel', { name: 'Page Content' });
  const field = panel.getByLabel('Hero title', { exact: true });
  await expect(field).toBeEnabled();
  await expect(field).toHaveValue(settingDefault('hero_title'));
  const toggle = page.getByRole('button', { name: 'Preview', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const frame = previewOf(page, 'Page Content');
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(settingDefault('hero_title'));

  const typed = `Phone Words ${Date.now().toString(36)}`;
  await field.fill(typed);
  await expect(heading).toHaveText(typed);
  const visitor = await context.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title'));
  await field.scrollIntoViewIfNeeded();
  await reviewShot(page, { path: `${SHOTS}/admin-phone-preview-typed-light.png` });

  await field.press('Tab');
  const saved = page.getByRole('status').filter({ hasText: SAVED });
  await expect(saved).toBeVisible();
  // The notice covers none of the preview's own buttons (the switch and the preview stay at the top).
  expect(await overlaps(saved, toggle)).toBe(false);
  expect(await overlaps(saved, page.getByRole('button', { name: 'Dark mode' }))).toBe(false);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(typed);
  await reviewShot(page, { path: `${SHOTS}/admin-phone-saved-toast-light.png` });

  // Undo on the notice: the preview, the field and the site go back to the built-in words.
  await saved.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect(heading).toHaveText(settingDefault('hero_title'));
  await expect(field).toHaveValue(settingDefault('hero_title'));
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title'));

  // A word another tab holds (the footer's, Branding's) opens that tab with its field focused.
  const footer = frame.getByText(settingDefault('footer_description'), { exact: true });
  await footer.scrollIntoViewIfNeeded();
  await footer.click();
  await expect(page).toHaveURL(/\/admin\/branding$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Branding' }).getByLabel('Footer description', { exact: true }),
  ).toBeFocused();

  // A checklist section after the top banner, its items put in order by the handle, on the phone.
  const title = `On the phone ${Date.now().toString(36)}`;
  await sections.selectOption('enhanced-pages');
  await page.getByRole('tab', { name: 'Homepage', exact: true }).click();
  const editor = page.getByTestId('sections-editor-homepage');
  await editor.getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog
    .getByRole('radiogroup', { name: 'Section type' })
    .getByText('Checklist', { exact: true })
    .click();
  await dialog
    .getByLabel('Place on the page', { exact: true })
    .selectOption({ label: 'After the top banner' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  // No mouse here: the photo field offers its button, not a place to drop a file.
  await expect(dialog.getByRole('button', { name: 'Choose image' })).toBeVisible();
  await expect(dialog.getByText('Drop an image here, or')).toBeHidden();
  for (const [index, item] of ITEMS.entries()) {
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByLabel(`Checklist item ${index + 1}`).fill(item);
  }
  const last = dialog.getByRole('button', { name: `Drag to reorder item ${ITEMS.length}` });
  await last.scrollIntoViewIfNeeded();
  await last.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Checklist item 1')).toHaveValue(ITEMS[2]);
  await expect(dialog.getByLabel('Checklist item 3')).toHaveValue(ITEMS[1]);
  await reviewShot(page, { path: `${SHOTS}/admin-phone-checklist-dialog-light.png` });
  await dialog.getByRole('button', { name: 'Add Section' }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await expect(editor.getByTestId('section-row').filter({ hasText: title })).toContainText(
    'After the top banner',
  );
  // Its History says what it was created with, not each field as "Before: Empty".
  await editor.getByRole('button', { name: `History of ${title}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History: ${title}` });
  const created = history.getByTestId('version').first();
  await expect(created).toContainText('Created with:');
  await expect(created.locator('[data-field="metadata.items"]')).toContainText(ITEMS[2]);
  await expect(created.getByText('Before', { exact: true })).toHaveCount(0);
  await reviewShot(page, { path: `${SHOTS}/admin-phone-history-created-light.png` });
  await history.getByRole('button', { name: 'Close' }).first().click();

  await visitor.goto('/');
  const placed = visitor.getByTestId('page-sections-homepage-after-hero');
  await expect(placed.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(placed.getByRole('listitem')).toHaveText([ITEMS[2], ITEMS[0], ITEMS[1]]);
  // As wide as the built-in blocks of the page (the next one's container), on a desktop too.
  await visitor.setViewportSize({ width: 1280, height: 900 });
  const widths = await placed.evaluate((group) => {
    const own = group.querySelector('.chakra-container') as HTMLElement;
    const next = [...document.querySelectorAll<HTMLElement>('main .chakra-container')].find(
      (container) =>
        !group.contains(container) &&
        group.compareDocumentPosition(container) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return [own.getBoundingClientRect().width, next?.getBoundingClientRect().width];
  });
  expect(widths[0]).toBe(widths[1]);
});

/** The same places in the dark, for a person to look at (npm run test:review). */
test('the phone journey’s screens in the dark', { tag: '@review' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await reviewShot(page, { path: `${SHOTS}/admin-phone-tabs-dark.png` });
  await page.goto('/admin/page-content');
  const field = page
    .getByRole('tabpanel', { name: 'Page Content' })
    .getByLabel('Hero title', { exact: true });
  await expect(field).toBeEnabled();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(previewOf(page, 'Page Content').getByRole('heading', { level: 1 })).toBeVisible();
  await reviewShot(page, { path: `${SHOTS}/admin-phone-preview-dark.png` });
  await page.goto('/admin/advanced-pages/homepage');
  await page.getByTestId('sections-editor-homepage').getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog
    .getByRole('radiogroup', { name: 'Section type' })
    .getByText('Checklist', { exact: true })
    .click();
  for (const [index, item] of ITEMS.entries()) {
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByLabel(`Checklist item ${index + 1}`).fill(item);
  }
  await reviewShot(page, { path: `${SHOTS}/admin-phone-checklist-dialog-dark.png` });
});
