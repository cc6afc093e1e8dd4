import { expect, test } from '@playwright/test';
import { RICH_TEXT, UNSAVED } from '../../src/common/messages';
import { REVIEW_SHOTS, signIn, WITH_PREVIEW } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot, reviewShotsAt } from '../support/screenshots';

/** The window sizes of the review screenshots (`npm run test:review`). */
const REVIEW_SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

const STEPS = [
  { title: 'Walk the lot', timeline: 'Week 1', description: 'We meet on site and listen.' },
  { title: 'Draw the plans', timeline: 'Weeks 2-6', description: 'Plans and permits, start to finish.' },
  { title: 'Build it', timeline: 'Months 2-9', description: 'One crew from foundation to keys.' },
];

test('the owner adds a steps section with three steps through its fields and visitors see them', async ({
  page,
  context,
}) => {
  const title = `How we work ${Date.now().toString(36)}`;
  // Wide enough for the live preview beside the form.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'enhanced-pages', WITH_PREVIEW);
  await page.getByRole('tab', { name: 'Contact Page', exact: true }).click();
  const editor = page.getByTestId('sections-editor-contact');
  await editor.getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  // The type is picked from cards, each with its picture, name and one line.
  const types = dialog.getByRole('radiogroup', { name: 'Section type' });
  await types.getByText('Steps', { exact: true }).click();
  await expect(types.getByRole('radio', { name: /^Steps/ })).toBeChecked();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  // No JSON anywhere: the type's own fields.
  await expect(dialog.getByText(/JSON/)).toHaveCount(0);
  for (const [index, step] of STEPS.entries()) {
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByLabel(`Step ${index + 1} title`).fill(step.title);
    await dialog.getByLabel(`Step ${index + 1} time`).fill(step.timeline);
    await dialog.getByLabel(`Step ${index + 1} description`).fill(step.description);
  }
  await dialog.getByRole('button', { name: 'Add Section' }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The live preview beside the editor shows the contact page with the new steps.
  const preview = page
    .frameLocator('iframe[title="Live preview of the public page"]')
    .locator('[data-section-type="steps"]')
    .filter({ hasText: title });
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(STEPS.map((step) => step.title));

  const visitor = await context.newPage();
  await visitor.goto('/contact');
  const section = visitor.locator('[data-section-type="steps"]').filter({ hasText: title });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(STEPS.map((step) => step.title));
  for (const step of STEPS) {
    await expect(section.getByText(step.timeline, { exact: true })).toBeVisible();
    await expect(section.getByText(step.description, { exact: true })).toBeVisible();
  }

  // The History shows the change of a step as its lines, word by word, not as JSON.
  await editor.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Section' });
  await edit.getByLabel('Step 2 title').fill('Draw the permit plans');
  await edit.getByRole('button', { name: 'Save Section' }).click();
  await expect(page.getByText('Section updated successfully')).toBeVisible();
  await editor.getByRole('button', { name: `History of ${title}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History: ${title}` });
  const change = history.getByTestId('version').first().locator('[data-field="metadata.steps"]');
  await expect(change).toContainText('Steps');
  await expect(change.locator('ins')).toHaveText('permit ');
  await expect(change).toContainText('2. Draw the plans (Weeks 2-6)');
  await expect(history.getByText(/[{}"]/)).toHaveCount(0);
  await reviewShotsAt(page, REVIEW_SIZES, ({ width }) =>
    reviewShot(page, { path: `${REVIEW_SHOTS}/section-history-${width}.png` }),
  );
  await history.getByRole('button', { name: 'Close' }).first().click();

  // Left as it was for the other tests.
  const response = await page.request.get('/api/admin/page-sections/contact');
  for (const row of (await response.json()) as Array<{ id: number; title: string }>) {
    if (row.title === title) await page.request.delete(`/api/admin/page-sections/${row.id}`);
  }
});

test('the owner writes bold text, a list and a link with the toolbar, and visitors see them', async ({
  page,
  context,
}) => {
  const title = `Why us ${Date.now().toString(36)}`;
  await signIn(page, 'enhanced-pages');
  await page.getByRole('tab', { name: 'Contact Page', exact: true }).click();
  const editor = page.getByTestId('sections-editor-contact');
  await editor.getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  // No HTML box: a text area with a toolbar whose buttons say what they do and whether they are on.
  await expect(dialog.getByText(/HTML/)).toHaveCount(0);
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold', exact: true });
  const content = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await content.click();
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Licensed and insured');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('One crew start to finish');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fixed written price');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The toolbar is one tab stop; arrow keys move along it, Enter presses.
  await page.keyboard.type('Call ');
  await content.press('Shift+Tab');
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const address = dialog.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(dialog.getByRole('alert').filter({ hasText: RICH_TEXT.linkRefused })).toBeVisible();
  await address.fill('/contact');
  await address.press('Enter');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await reviewShotsAt(page, REVIEW_SIZES, ({ width }) =>
    reviewShot(page, { path: `${REVIEW_SHOTS}/section-rich-text-${width}.png` }),
  );
  await dialog.getByRole('button', { name: 'Add Section' }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitor = await context.newPage();
  await visitor.goto('/contact');
  const section = visitor.locator('[data-section-id]').filter({ hasText: title });
  await expect(section.locator('strong')).toHaveText('Licensed and insured');
  await expect(section.locator('ul > li')).toHaveText(['One crew start to finish', 'Fixed written price']);
  await expect(section.getByRole('link', { name: '/contact' })).toHaveAttribute('href', '/contact');

  // Opened again, the words are back in the editor as they were written.
  await editor.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Section' });
  await expect(edit.getByRole('textbox', { name: 'Content', exact: true }).locator('strong')).toHaveText(
    'Licensed and insured',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  const response = await page.request.get('/api/admin/page-sections/contact');
  for (const row of (await response.json()) as Array<{ id: number; title: string }>) {
    if (row.title === title) await page.request.delete(`/api/admin/page-sections/${row.id}`);
  }
});

test('a section placed after the top banner shows between it and the next built-in block', async ({
  page,
  context,
}) => {
  const title = `Between blocks ${Date.now().toString(36)}`;
  await signIn(page, 'enhanced-pages');
  await page.getByRole('tab', { name: 'Homepage', exact: true }).click();
  const editor = page.getByTestId('sections-editor-homepage');
  await editor.getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog
    .getByLabel('Place on the page', { exact: true })
    .selectOption({ label: 'After the top banner' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  // Placed at a phone's width, as the owner may.
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: `${REVIEW_SHOTS}/section-place-390.png` });
  await dialog.getByRole('button', { name: 'Add Section' }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await expect(editor.getByTestId('section-row').filter({ hasText: title })).toContainText(
    'After the top banner',
  );
  // Its History names the place as the owner picked it.
  await editor.getByRole('button', { name: `History of ${title}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History: ${title}` });
  await expect(history.locator('[data-field="afterBlock"]').first()).toContainText('After the top banner');
  await history.getByRole('button', { name: 'Close' }).first().click();

  const visitor = await context.newPage();
  await visitor.goto('/');
  const placed = visitor.getByTestId('page-sections-homepage-after-hero');
  await expect(placed.getByText(title)).toBeVisible();
  // After the hero's heading and before the first heading of the next block.
  const between = await placed.evaluate((group) => {
    const headings = [...document.querySelectorAll('main h1, main h2')].filter(
      (heading) => !group.contains(heading),
    );
    const before = headings.filter(
      (heading) => heading.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return { before: before.map((heading) => heading.tagName), after: headings.length - before.length };
  });
  expect(between.before).toEqual(['H1']);
  expect(between.after).toBeGreaterThan(0);

  const response = await page.request.get('/api/admin/page-sections/homepage');
  for (const row of (await response.json()) as Array<{ id: number; title: string }>) {
    if (row.title === title) await page.request.delete(`/api/admin/page-sections/${row.id}`);
  }
});

test('what is written with the toolbar counts as typing: Escape asks first, and a reload offers it back', async ({
  page,
}) => {
  await signIn(page, 'enhanced-pages');
  const add = page.getByRole('button', { name: 'Add Section' }).first();
  await add.click();
  let dialog = page.getByRole('dialog', { name: 'Add Section' });
  const content = () => dialog.getByRole('textbox', { name: 'Content', exact: true });
  await content().click();
  await dialog
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Numbered list' })
    .click();
  await page.keyboard.type('Call us first');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: UNSAVED.question });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: UNSAVED.keepEditing }).click();

  page.once('dialog', (leave) => void leave.accept());
  await page.reload();
  await page.getByRole('tab', { name: 'Advanced Pages', exact: true }).click();
  await add.click();
  dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog.getByTestId('draft-offer').getByRole('button', { name: UNSAVED.restore }).click();
  await expect(content().locator('ol > li')).toHaveText('Call us first');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: UNSAVED.question })
    .getByRole('button', { name: UNSAVED.discard })
    .click();
  await expect(dialog).toBeHidden();
});
