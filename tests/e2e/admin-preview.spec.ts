import { expect, type Page, test } from '@playwright/test';
import { settingDefault } from '../../src/common/settings';
import { openPanelTab, signIn, takeOwnerSession, WITH_PREVIEW } from '../support/admin-session';
import { makePng } from '../support/images';
import { reviewShot } from '../support/screenshots';

const SAVED = 'Setting updated successfully';

async function openPageContent(page: Page) {
  await openPanelTab(page, 'Page Content');
  const panel = page.getByRole('tabpanel', { name: 'Page Content' });
  await expect(panel.getByLabel('Hero title', { exact: true })).toBeEnabled();
  return panel;
}

const previewFrame = (page: Page) => page.frameLocator('iframe[title="Live preview of the public page"]');
const previewElement = (page: Page) => page.locator('iframe[title="Live preview of the public page"]');

/**
 * Keeps, in every document the page loads (the preview's frames included), each element the preview outlines as
 * changed. The outline lasts a moment (`flash`, previewDocument.ts): on a busy machine a look at the page can come
 * after it, so a test asks this record whether it came instead of catching it on screen.
 */
async function recordOutlines(page: Page) {
  await page.addInitScript(() => {
    const outlined: Element[] = [];
    Object.assign(window, { outlinedByPreview: outlined });
    new MutationObserver((records) => {
      for (const record of records) if (record.oldValue === null) outlined.push(record.target as Element);
    }).observe(document, {
      subtree: true,
      attributeFilter: ['data-preview-changed'],
      attributeOldValue: true,
    });
  });
}

/** Whether the preview outlined this element (recorded by `recordOutlines`). */
const wasOutlined = (element: Element) =>
  (
    (element.ownerDocument.defaultView as unknown as { outlinedByPreview?: Element[] }).outlinedByPreview ??
    []
  ).includes(element);

test.afterEach(async ({ page }) => {
  await takeOwnerSession(page, WITH_PREVIEW);
  for (const key of ['hero_title', 'about_service_area_title']) {
    expect((await page.request.put(`/api/settings/${key}`, { data: { value: '' } })).ok()).toBe(true);
  }
});

test('the owner changes the hero title and sees the preview show it, at phone width and in dark mode', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  const preview = page.getByTestId('live-preview');
  await expect(preview).toBeVisible();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('hero_title'),
  );
  await reviewShot(page, { path: testInfo.outputPath('page-content-preview-1440-light.png') });

  const title = 'Coastal Homes, Previewed Live';
  const field = panel.getByLabel('Hero title', { exact: true });
  await field.fill(title);
  await field.press('Tab');
  await expect(page.getByText(SAVED, { exact: true })).toBeVisible();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(title);
  // The notice keeps off the preview's own buttons, the preview held at the top by scrolling.
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(preview.getByRole('button', { name: 'Phone width' })).toBeInViewport();
  const notice = await page.getByRole('status').filter({ hasText: SAVED }).boundingBox();
  for (const name of ['Desktop width', 'Phone width', 'Light mode', 'Dark mode']) {
    const button = await preview.getByRole('button', { name }).boundingBox();
    expect(
      notice && button && notice.y < button.y + button.height && button.y < notice.y + notice.height,
    ).toBeFalsy();
  }

  await preview.getByRole('button', { name: 'Phone width' }).click();
  await expect(previewElement(page)).toHaveCSS('width', '390px');
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(title);

  await preview.getByRole('button', { name: 'Dark mode' }).click();
  await expect(previewFrame(page).locator('html')).toHaveClass(/\bdark\b/);
  await preview.getByRole('button', { name: 'Desktop width' }).click();
  await expect(previewFrame(page).locator('html')).toHaveClass(/\bdark\b/);
  await reviewShot(page, { path: testInfo.outputPath('page-content-preview-1440-dark.png') });
  // The owner's own colour mode on the public site is untouched.
  expect(await page.evaluate(() => localStorage.getItem('summit-coast-theme'))).toBeNull();
  // So is it when the site's own theme switch is pressed inside the preview: it changes that page only.
  await previewFrame(page).getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(previewFrame(page).locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('summit-coast-theme'))).toBeNull();
});

test('on a phone the preview waits behind its toggle', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pages', WITH_PREVIEW);
  await openPageContent(page);
  const preview = page.getByTestId('live-preview');
  await expect(preview).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Preview', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(preview).toBeVisible();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('hero_title'),
  );
  await reviewShot(page, { path: testInfo.outputPath('page-content-preview-390-open.png') });
});

test(
  'on a wide screen the owner hides the preview: the form takes the width, on every tab, until he shows it again',
  {
    tag: '@looks',
  },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'pages', WITH_PREVIEW);
    const tabPanel = page.getByRole('tabpanel');
    const preview = page.getByTestId('live-preview');
    await expect(preview).toBeVisible();
    const formWidth = () =>
      tabPanel
        .getByLabel('Hero title', { exact: true })
        .evaluate((field) => field.getBoundingClientRect().width);
    const besideThePreview = await formWidth();
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not drawn at all, not merely out of sight: the panel draws the form alone.
    await expect(previewElement(page)).toHaveCount(0);
    expect(await formWidth()).toBeGreaterThan(besideThePreview * 1.6);
    await reviewShot(page, { path: testInfo.outputPath('page-content-preview-hidden-1280.png') });
    // Kept on this device: after a reload, and on another tab with a preview.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(previewElement(page)).toHaveCount(0);
    await openPanelTab(page, 'Services');
    await expect(previewElement(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(preview).toBeVisible();
    await openPanelTab(page, 'Page Content');
    await expect(preview).toBeVisible();
  },
);

test('a save on another page shows that page, scrolled to what was saved', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('hero_title'),
  );

  const title = 'Serving Every Coastal Canyon';
  const field = panel.getByLabel('Service area title', { exact: true });
  await field.fill(title);
  await field.press('Tab');
  await expect(page.getByText(SAVED, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Page to preview')).toHaveValue('/about');
  const saved = previewFrame(page).getByRole('heading', { name: title });
  await expect(saved).toBeInViewport();
  await expect
    .poll(() =>
      previewFrame(page)
        .locator('html')
        .evaluate(() => window.scrollY),
    )
    .toBeGreaterThan(0);
});

test('the preview follows the sub-tab being edited: a community, a page of Advanced Pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, undefined, WITH_PREVIEW);
  const chosen = page.getByLabel('Page to preview');

  await page.getByRole('tab', { name: 'Wildfire Recovery', exact: true }).click();
  await expect(chosen).toHaveValue('/wildfire-recovery?community=pacific-palisades');
  await page.getByRole('tab', { name: 'Altadena', exact: true }).click();
  await expect(chosen).toHaveValue('/wildfire-recovery?community=altadena');
  await expect(previewElement(page)).toHaveAttribute('src', /community%3Daltadena/);

  await page.getByRole('tab', { name: 'Advanced Pages', exact: true }).click();
  await expect(chosen).toHaveValue('/');
  await page.getByRole('tab', { name: 'Contact Page', exact: true }).click();
  await expect(chosen).toHaveValue('/contact');
  await expect(previewElement(page)).toHaveAttribute('src', /path=%2Fcontact/);
  // The menu still shows another page until the next switch.
  await chosen.selectOption('/about');
  await expect(previewElement(page)).toHaveAttribute('src', /path=%2Fabout/);
  await page.getByRole('tab', { name: 'Services Page', exact: true }).click();
  await expect(chosen).toHaveValue('/services');
});

test('typed words show in the preview before the field is saved, and nowhere else', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  const heading = previewFrame(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(settingDefault('hero_title'));

  const typed = 'Words Typed But Not Saved';
  const field = panel.getByLabel('Hero title', { exact: true });
  await field.fill(typed);
  // Still in the field, not saved: the preview shows it in place, outlined for a moment.
  await expect(field).toBeFocused();
  await expect(heading).toHaveText(typed);
  await expect(page.getByText(SAVED, { exact: true })).toHaveCount(0);
  // Visitors (and the page cache, asked twice) never see it; nor does the stored setting hold it.
  for (let visit = 0; visit < 2; visit += 1) {
    expect(await (await page.request.get('/')).text()).not.toContain(typed);
  }
  const stored = (await (await page.request.get('/api/settings')).json()) as Array<{
    key: string;
    value: string;
  }>;
  expect(stored.find((row) => row.key === 'hero_title')?.value ?? '').not.toContain(typed);

  // Put back as it was without saving: the preview shows the stored words again.
  await field.fill('');
  await expect(heading).toHaveText(settingDefault('hero_title'));
});

test('a save renders the preview once: the stored page, with no render of its draft on top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText(
    settingDefault('hero_title'),
  );
  // The settings read after the save is held until the preview has reloaded: the order in which the saved words,
  // still a draft until that read came back, were rendered again on top of the stored page.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/public\.settings\.list/, async (route) => {
    await held;
    await route.continue();
  });

  const field = panel.getByLabel('Hero title', { exact: true });
  await field.fill('Rendered Once');
  await field.press('Tab');
  await expect(page.getByText(SAVED, { exact: true })).toBeVisible();
  // The reloaded frame has loaded (its load is when a draft used to be sent for rendering).
  await expect(previewElement(page)).toHaveAttribute('src', /[?&]v=1(&|$)/);
  await expect
    .poll(() =>
      previewElement(page).evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.readyState),
    )
    .toBe('complete');
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Rendered Once');
  const readBack = page.waitForResponse(/public\.settings\.list/);
  release();
  await readBack;
  await expect(field).toHaveValue('Rendered Once');
  // The renders asked for once the save was answered, from the browser's own record of the page's loads
  // (Playwright's events can reach the test in another order): the frame's reload (a navigation, `iframe`) and no
  // render of a draft (a `fetch`). A draft rendered while the save was on its way is the preview doing its job.
  const rendersAfterSave = await page.evaluate(() => {
    const loads = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pathOf = (load: PerformanceResourceTiming) => new URL(load.name).pathname;
    const saves = loads.filter((load) => pathOf(load) === '/trpc/admin.settings.update');
    const answered = Math.max(...saves.map((load) => load.responseEnd));
    return loads
      .filter((load) => pathOf(load) === '/admin/preview' && load.startTime >= answered)
      .map((load) => load.initiatorType);
  });
  expect(rendersAfterSave).toEqual(['iframe']);
});

test('the preview follows Undo, outlining what changed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordOutlines(page);
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  const heading = previewFrame(page).getByRole('heading', { level: 1 });
  const field = panel.getByLabel('Hero title', { exact: true });
  const toast = page.getByRole('status').filter({ hasText: SAVED });

  await field.fill('The Words Before');
  await field.press('Tab');
  await expect(heading).toHaveText('The Words Before');
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await field.fill('The Words Regretted');
  await field.press('Tab');
  await expect(heading).toHaveText('The Words Regretted');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect(heading).toHaveText('The Words Before');
  // The Undo's notice comes once every read of the panel is fetched again, which can be after the reloaded
  // preview's outline has gone: the outline is asked of the record. It is added at the frame's load, which can
  // come after its heading is on screen.
  await expect.poll(() => heading.evaluate(wasOutlined)).toBe(true);
});

test('a click on a text in the preview focuses its field', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const panel = await openPageContent(page);
  const frame = previewFrame(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title'));

  await frame.getByText(settingDefault('hero_subtitle'), { exact: true }).click();
  await expect(panel.getByLabel('Hero subtitle', { exact: true })).toBeFocused();
  await frame.getByRole('heading', { level: 1 }).click();
  await expect(panel.getByLabel('Hero title', { exact: true })).toBeFocused();
  // The page's own links under a field are not followed from the preview.
  await expect(page).toHaveURL(/\/admin/);
});

/** The dialogs beside the preview: unsaved values of a record, and clicks that open it. */
test.describe('dialogs and the preview', () => {
  test('a project title typed in its dialog shows in the preview before it is saved, and visitors never see it', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, undefined, WITH_PREVIEW);
    const [project] = (await (await page.request.get('/api/portfolio')).json()) as Array<{
      id: number;
      title: string;
    }>;
    if (!project) throw new Error('the demo content has projects');
    await expect(page.getByLabel('Page to preview')).toHaveValue('/portfolio');
    const frame = previewFrame(page);
    await expect(frame.getByText(project.title, { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: `Edit ${project.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const typed = 'Villa Typed But Not Yet Saved';
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(typed);
    await expect(frame.getByText(typed, { exact: true }).first()).toBeVisible();

    // A photo added in the dialog is uploaded at once but changes no page until the project is saved: the preview
    // is not reloaded for it (the server says its upload link changed nothing public).
    const shown = await previewElement(page).getAttribute('src');
    const photos = dialog.getByRole('list', { name: 'Project images: current images' }).getByRole('img');
    const photosBefore = await photos.count();
    await dialog
      .getByLabel('Project images', { exact: true })
      .setInputFiles([{ name: 'porch.png', mimeType: 'image/png', buffer: makePng(96, 72, [120, 80, 40]) }]);
    await expect(photos).toHaveCount(photosBefore + 1);
    await expect(photos.last()).toHaveAttribute('src', /^\/objects\/portfolio\//);
    expect(await previewElement(page).getAttribute('src')).toBe(shown);
    await expect(frame.getByText(typed, { exact: true }).first()).toBeVisible();

    // The dialog sits beside the preview, not over it.
    const dialogBox = await dialog.boundingBox();
    const previewBox = await previewElement(page).boundingBox();
    if (!dialogBox || !previewBox) throw new Error('both are on screen');
    const overlaps =
      dialogBox.x < previewBox.x + previewBox.width &&
      previewBox.x < dialogBox.x + dialogBox.width &&
      dialogBox.y < previewBox.y + previewBox.height &&
      previewBox.y < dialogBox.y + dialogBox.height;
    expect(overlaps).toBe(false);
    await reviewShot(page, { path: testInfo.outputPath('project-dialog-beside-preview-1280.png') });

    // Visitors (twice, past the page cache) and the stored project never hold it.
    for (let visit = 0; visit < 2; visit += 1) {
      expect(await (await page.request.get('/portfolio')).text()).not.toContain(typed);
    }
    const stored = (await (await page.request.get('/api/portfolio')).json()) as Array<{ title: string }>;
    expect(stored.map((row) => row.title)).not.toContain(typed);

    // Discarded: the preview shows the stored title again.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(frame.getByText(typed, { exact: true })).toHaveCount(0);
    await expect(frame.getByText(project.title, { exact: true }).first()).toBeVisible();

    // A click on the project's title in the preview opens its dialog with the title focused.
    await frame.getByText(project.title, { exact: true }).first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the dialog shows the preview behind its own Preview switch', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, undefined, WITH_PREVIEW);
    const [project] = (await (await page.request.get('/api/portfolio')).json()) as Array<{ title: string }>;
    if (!project) throw new Error('the demo content has projects');
    await page.getByRole('button', { name: `Edit ${project.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const typed = 'Phone Typed Villa';
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(typed);
    const toggle = dialog.getByRole('button', { name: 'Preview', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByTestId('live-preview')).toBeVisible();
    await expect(previewFrame(page).getByText(typed, { exact: true }).first()).toBeVisible();
    await reviewShot(page, { path: testInfo.outputPath('project-dialog-preview-390.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a click on a section heading in the preview opens its dialog with the field focused', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, undefined, WITH_PREVIEW);
    const title = `Clicked Section ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/admin/page-sections', {
      data: { pageId: 'homepage', sectionType: 'content', title, subtitle: 'Opened from the preview' },
    });
    expect(created.ok()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.getByRole('tab', { name: 'Advanced Pages', exact: true }).click();
      // The Portfolio tab, opened first, keeps its own preview mounted: this one is the Advanced Pages tab's.
      const panel = page.getByRole('tabpanel', { name: 'Advanced Pages' });
      const frame = panel.frameLocator('iframe[title="Live preview of the public page"]');
      await expect(panel.getByLabel('Page to preview')).toHaveValue('/');
      const heading = frame.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      await heading.click();
      const dialog = page.getByRole('dialog', { name: 'Edit Section' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();

      // Typed words show in place; a second click on the page's text stays in this dialog.
      const typed = `${title} typed`;
      await dialog.getByLabel('Title', { exact: true }).fill(typed);
      await expect(frame.getByRole('heading', { name: typed })).toBeVisible();
      await frame.getByText('Opened from the preview', { exact: true }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Subtitle', { exact: true })).toBeFocused();
      await reviewShot(page, { path: testInfo.outputPath('section-dialog-from-preview-1280.png') });
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      expect((await page.request.delete(`/api/admin/page-sections/${id}`)).ok()).toBe(true);
    }
  });
});
