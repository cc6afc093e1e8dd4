import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONFIRMATIONS, HISTORY_TOASTS } from '../../src/common/messages';
import { adminAddressOf } from '../../src/common/panel-addresses';
import { settingDefault } from '../../src/common/settings';
import { signIn, takeOwnerSession } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot, reviewShotsAt } from '../support/screenshots';

interface ApiSection {
  id: number;
  pageId: string;
  title: string;
  metadata: string;
  isActive: boolean;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

async function sectionsOf(page: Page, pageId: string): Promise<ApiSection[]> {
  const response = await page.request.get(`/api/admin/page-sections/${pageId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiSection[];
}

async function deleteSections(page: Page, sections: ApiSection[]) {
  for (const section of sections) {
    const response = await page.request.delete(`/api/admin/page-sections/${section.id}`);
    expect(response.ok()).toBe(true);
  }
}

const titlesIn = (editor: Locator) => editor.getByTestId('section-title');
const rowOf = (editor: Locator, title: string) =>
  editor.getByTestId('section-row').filter({ has: editor.page().getByText(title, { exact: true }) });

async function addSection(editor: Locator, fields: { title: string; subtitle: string; icon?: string }) {
  const page = editor.page();
  await editor.getByRole('button', { name: 'Add Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Section' });
  await dialog.getByLabel('Title', { exact: true }).fill(fields.title);
  await dialog.getByLabel('Subtitle', { exact: true }).fill(fields.subtitle);
  if (fields.icon) await dialog.getByLabel('Icon', { exact: true }).selectOption(fields.icon);
  await dialog.getByRole('button', { name: 'Add Section' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(editor, fields.title)).toBeVisible();
}

const PREFIX = 'Proof section';
const [A, B, C] = ['A', 'B', 'C'].map((letter) => `${PREFIX} ${letter}`) as [string, string, string];

test('Advanced Pages: add, reorder by keyboard, hide, duplicate, edit and delete sections of About', async ({
  page,
  context,
}) => {
  await signIn(page, 'enhanced-pages');
  try {
    await openTab(page, 'About Page');
    const editor = page.getByTestId('sections-editor-about');
    await expect(editor.getByText('No sections yet')).toBeVisible();

    // A script link is refused in the browser, and nothing typed is lost.
    await editor.getByRole('button', { name: 'Add Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Section' });
    await dialog.getByLabel('Title', { exact: true }).fill(A);
    await dialog.getByLabel('Button link', { exact: true }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await expect(dialog.getByText(/Button link must be a site path/)).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(A);
    await dialog.getByLabel('Button link', { exact: true }).fill('');
    await dialog.getByLabel('Subtitle', { exact: true }).fill('The first proof section');
    await dialog.getByLabel('Icon', { exact: true }).selectOption('shield');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await addSection(editor, { title: B, subtitle: 'The second proof section' });
    await addSection(editor, { title: C, subtitle: 'The third proof section' });
    await expect(titlesIn(editor)).toHaveText([A, B, C]);
    const stored = (await sectionsOf(page, 'about')).find((section) => section.title === A);
    expect(JSON.parse(stored?.metadata ?? '{}')).toEqual({ icon: 'shield' });

    // Keyboard drag: C from the bottom to the top.
    const handle = editor.getByRole('button', { name: `Drag to reorder ${C}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(titlesIn(editor)).toHaveText([C, A, B]);
    await expect(page.getByText('Sections reordered successfully')).toBeVisible();

    const visitor = await context.newPage();
    const publicTitles = visitor.getByTestId('page-sections-about').getByRole('heading', { level: 2 });
    await visitor.goto('/about');
    await expect(publicTitles).toHaveText([C, A, B]);

    // A second move, taken back with Undo on its notice: the order before it returns, for visitors too. The
    // first move's notice is dismissed first, so the Undo pressed is the second's.
    const moved = page.getByRole('status').filter({ hasText: 'Sections reordered successfully' });
    await moved.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(moved).toHaveCount(0);
    await editor.getByRole('button', { name: `Drag to reorder ${B}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(titlesIn(editor)).toHaveText([C, B, A]);
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Move undone', { exact: true })).toBeVisible();
    await expect(titlesIn(editor)).toHaveText([C, A, B]);
    await visitor.reload();
    await expect(publicTitles).toHaveText([C, A, B]);

    // Hide A: dimmed with an Inactive badge here, gone from the public page.
    await editor.getByRole('button', { name: `Deactivate ${A}`, exact: true }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    const rowA = rowOf(editor, A);
    await expect(rowA.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(rowA.getByRole('button', { name: `Activate ${A}`, exact: true })).toBeVisible();
    const dimmed = await rowA
      .locator('> div')
      .first()
      .evaluate((node) => Number(getComputedStyle(node).opacity));
    expect(dimmed).toBeLessThan(1);
    await expect(rowOf(editor, B).getByText('Inactive', { exact: true })).toHaveCount(0);
    await visitor.reload();
    await expect(publicTitles).toHaveText([C, B]);

    await editor.getByRole('button', { name: `Duplicate ${B}`, exact: true }).click();
    await expect(page.getByText('Section duplicated successfully')).toBeVisible();
    await expect(titlesIn(editor)).toHaveText([C, A, B, `${B} (Copy)`]);

    await editor.getByRole('button', { name: `Edit ${C}`, exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Section' });
    await expect(editDialog.getByLabel('Title', { exact: true })).toHaveValue(C);
    await expect(editDialog.getByLabel('Subtitle', { exact: true })).toHaveValue('The third proof section');
    await editDialog.getByLabel('Title', { exact: true }).fill(`${C} edited`);
    await editDialog.getByRole('button', { name: 'Save Section' }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(titlesIn(editor)).toHaveText([`${C} edited`, A, B, `${B} (Copy)`]);

    await editor.getByRole('button', { name: `Delete ${B} (Copy)`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(CONFIRMATIONS.deleteSection)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
    await expect(titlesIn(editor)).toHaveText([`${C} edited`, A, B]);

    await visitor.reload();
    await expect(publicTitles).toHaveText([`${C} edited`, B]);
    await visitor.close();
  } finally {
    const created = (await sectionsOf(page, 'about')).filter((section) => section.title.startsWith(PREFIX));
    await deleteSections(page, created);
  }
});

test('Wildfire Recovery: mirror the Pacific Palisades sections to Altadena with the city renamed', async ({
  page,
}) => {
  await signIn(page, 'wildfire-recovery');
  const altadenaBefore = new Set((await sectionsOf(page, 'altadena')).map((section) => section.id));
  const seededPalisades = await sectionsOf(page, 'pacific-palisades');
  const title = `${PREFIX}: rebuild office in Pacific Palisades`;
  try {
    await expect(page.getByRole('tab', { name: 'Pacific Palisades' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const palisades = page.getByTestId('sections-editor-pacific-palisades');
    await expect(titlesIn(palisades)).toHaveCount(seededPalisades.length);
    await addSection(palisades, { title, subtitle: 'Serving Pacific Palisades homeowners' });

    await palisades.getByRole('button', { name: 'Mirror to Altadena' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Pacific Palisades” becomes “Altadena');
    await confirm.getByRole('button', { name: 'Mirror sections' }).click();
    await expect(page.getByText('Sections mirrored to Altadena successfully')).toBeVisible();

    await openTab(page, 'Altadena');
    const altadena = page.getByTestId('sections-editor-altadena');
    await expect(rowOf(altadena, `${PREFIX}: rebuild office in Altadena`)).toBeVisible();
    await expect(rowOf(altadena, `${PREFIX}: rebuild office in Altadena`)).toContainText(
      'Serving Altadena homeowners',
    );
    for (const seeded of seededPalisades) await expect(rowOf(altadena, seeded.title)).toBeVisible();

    await page.goto('/wildfire-recovery?community=altadena');
    const sections = page.getByTestId('page-sections-altadena');
    await expect(
      sections.getByRole('heading', { name: `${PREFIX}: rebuild office in Altadena` }),
    ).toBeVisible();
    await expect(sections.getByText('Serving Altadena homeowners')).toBeVisible();
    await expect(sections.getByText(/Pacific Palisades/)).toHaveCount(0);
  } finally {
    const mirrored = (await sectionsOf(page, 'altadena')).filter(
      (section) => !altadenaBefore.has(section.id),
    );
    const created = (await sectionsOf(page, 'pacific-palisades')).filter((s) => s.title.startsWith(PREFIX));
    await deleteSections(page, [...mirrored, ...created]);
  }
});

test('Wildfire Recovery: the Altadena page title changes the public Altadena tab', async ({ page }) => {
  await signIn(page, 'wildfire-recovery');
  const stored = async () => {
    const rows = (await (await page.request.get('/api/settings')).json()) as Array<{
      key: string;
      value: string;
    }>;
    return rows.find((row) => row.key === 'altadena_page_title')?.value ?? '';
  };
  const original = await stored();
  const changed = 'Altadena Rebuild Headquarters (e2e)';
  try {
    await openTab(page, 'Altadena');
    const field = page.locator('[data-setting-key="altadena_page_title"]').getByRole('textbox');
    await expect(field).toHaveAttribute('placeholder', settingDefault('altadena_page_title'));
    await field.fill(changed);
    await field.press('Tab');
    await expect(page.getByText('Setting updated successfully')).toBeVisible();

    await page.goto('/wildfire-recovery');
    await page.getByRole('tab', { name: 'Altadena' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);

    await page.goto(adminAddressOf('wildfire-recovery'));
    await openTab(page, 'Wildfire Recovery');
    await openTab(page, 'Altadena');
    await expect(field).toHaveValue(changed);
    await field.fill(original);
    await field.press('Tab');
    await expect(page.getByText('Setting updated successfully')).toBeVisible();
    await expect.poll(stored).toBe(original);
  } finally {
    await page.request.put('/api/settings/altadena_page_title', { data: { value: original } });
  }
});

test('Undo of a section move refused because a section was deleted since: a notice says why, nothing moves', async ({
  page,
}) => {
  // Every notice shown, even one replaced at once by the next (one shows at a time).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { noticesSeen?: string[] }).noticesSeen = seen;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) {
        const text = title.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // Signed in, the panel opened once the sections are there.
  await takeOwnerSession(page);
  const titles = ['Undo gone X', 'Undo gone Y', 'Undo gone Z'];
  for (const title of titles) {
    const created = await page.request.post('/api/admin/page-sections', {
      data: {
        pageId: 'about',
        sectionType: 'content',
        title,
        subtitle: '',
        content: '',
        imageUrl: '',
        buttonText: '',
        buttonLink: '',
        metadata: '{}',
      },
    });
    expect(created.ok()).toBe(true);
  }
  try {
    await page.goto(adminAddressOf('enhanced-pages'));
    await openTab(page, 'About Page');
    const editor = page.getByTestId('sections-editor-about');
    await expect(titlesIn(editor)).toHaveText(titles);
    await editor.getByRole('button', { name: 'Drag to reorder Undo gone Z', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(titlesIn(editor)).toHaveText(['Undo gone X', 'Undo gone Z', 'Undo gone Y']);
    const moved = page.getByRole('status').filter({ hasText: 'Sections reordered successfully' });
    await expect(moved.getByRole('button', { name: 'Undo' })).toBeVisible();

    // Another tab deletes X; the Undo then cannot put the earlier order back.
    const x = (await sectionsOf(page, 'about')).find((section) => section.title === 'Undo gone X');
    await deleteSections(page, x ? [x] : []);
    await moved.getByRole('button', { name: 'Undo' }).click();
    const refused = page.getByRole('status').filter({ hasText: HISTORY_TOASTS.moveUndoFailed });
    await expect(refused).toContainText(HISTORY_TOASTS.moveUndoGone);
    // Nothing moved: Z and Y keep the places the move gave them.
    await expect(titlesIn(editor)).toHaveText(['Undo gone Z', 'Undo gone Y']);
    expect((await sectionsOf(page, 'about')).map((section) => section.title)).toEqual([
      'Undo gone Z',
      'Undo gone Y',
    ]);
    // One notice for the refused undo, not a second one saying a reorder failed.
    const seen = await page.evaluate(() => (window as { noticesSeen?: string[] }).noticesSeen ?? []);
    expect(seen.slice(seen.indexOf('Sections reordered successfully'))).toEqual([
      'Sections reordered successfully',
      HISTORY_TOASTS.moveUndoFailed,
    ]);
  } finally {
    await deleteSections(
      page,
      (await sectionsOf(page, 'about')).filter((section) => section.title.startsWith('Undo gone')),
    );
  }
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`Advanced Pages and Wildfire Recovery tabs pass axe and look finished (${theme})`, {
    tag: '@looks',
  }, async ({ page }) => {
    if (theme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
    }
    await page.setViewportSize(SIZES[0]);
    await signIn(page);
    const shots: Array<{ tab: string; slug: string; ready: () => Promise<void> }> = [
      {
        tab: 'Advanced Pages',
        slug: 'advanced-pages',
        ready: () => expect(titlesIn(page.getByTestId('sections-editor-homepage'))).not.toHaveCount(0),
      },
      {
        tab: 'Wildfire Recovery',
        slug: 'wildfire',
        ready: () =>
          expect(titlesIn(page.getByTestId('sections-editor-pacific-palisades'))).not.toHaveCount(0),
      },
    ];
    for (const shot of shots) {
      await page.setViewportSize(SIZES[0]);
      await openTab(page, shot.tab);
      await shot.ready();
      await expectNoSeriousViolations(page);
      const sizes = theme === 'light' ? [...SIZES, { width: 390, height: 844 }] : SIZES;
      await reviewShotsAt(page, sizes, async (size) => {
        await reviewShot(page, {
          path: `test-results/screenshots/admin-${shot.slug}-${size.width}-${theme}.png`,
          fullPage: true,
        });
        // The full 390px page is too tall to read; the sections editor gets its own picture.
        if (size.width === 390) {
          await reviewShot(page.getByTestId(/^sections-editor-/), {
            path: `test-results/screenshots/admin-${shot.slug}-editor-390-${theme}.png`,
          });
        }
      });
    }

    // Altadena's seeded workshop section is inactive: dimmed rows must stay readable.
    await page.setViewportSize(SIZES[0]);
    await openTab(page, 'Altadena');
    const altadena = page.getByTestId('sections-editor-altadena');
    await expect(altadena.getByText('Inactive', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await reviewShotsAt(page, SIZES, (size) =>
      reviewShot(altadena, {
        path: `test-results/screenshots/admin-wildfire-editor-${size.width}-${theme}.png`,
      }),
    );
    await openTab(page, 'Pacific Palisades');

    // The section dialog and the delete confirmation, on the tab's first section.
    const editor = page.getByTestId('sections-editor-pacific-palisades');
    await editor
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Section' });
    await expect(dialog.getByLabel('Title', { exact: true })).not.toHaveValue('');
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `test-results/screenshots/admin-section-dialog-1280-${theme}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await editor
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(CONFIRMATIONS.deleteSection);
    await expectNoSeriousViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
}
