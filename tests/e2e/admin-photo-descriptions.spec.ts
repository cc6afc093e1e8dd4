import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AREAS_AND_PHOTOS, TOASTS } from '../../src/common/messages';
import { signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';

const TITLE = 'Undescribed e2e kitchen';
const suggestion = (position: number) => `${TITLE}, a remodel in Pasadena, photo ${position} of 3`;

/** The toast with this title (toasts sit outside an open dialog, so they are found by their markup). */
const toast = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

/** A project saved as the spec's REST client saves one: its fields only, no photo described. */
async function makeProject(request: APIRequestContext) {
  const all = (await (await request.get('/api/portfolio')).json()) as Array<{ imageUrls: string[] }>;
  const photos = [...new Set(all.flatMap((item) => item.imageUrls))].slice(0, 3);
  const created = await request.post('/api/admin/portfolio', {
    data: {
      title: TITLE,
      description: 'A galley kitchen opened to the dining room.',
      category: 'Remodels',
      imageUrls: photos,
      location: 'Pasadena',
      squareFootage: '300 sq ft',
      featured: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number };
}

async function removeProjects(request: APIRequestContext) {
  const all = (await (await request.get('/api/portfolio')).json()) as Array<{ id: number; title: string }>;
  for (const project of all.filter((item) => item.title === TITLE))
    await request.delete(`/api/admin/portfolio/${project.id}`);
}

test.describe('photos saved without a description', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await removeProjects(page.request);
  });
  test.afterEach(async ({ page }) => removeProjects(page.request));

  test('the panel asks the owner to describe them, in the list and in the editor', async ({ page }) => {
    // Two axe scans and a save of three photos' details.
    test.slow();
    const { id } = await makeProject(page.request);
    await page.reload();
    const row = page.getByTestId('admin-project').filter({ hasText: TITLE });
    // The panel's first load on a busy machine may take longer than an expectation waits.
    await row.waitFor();
    await expect(row).toContainText(AREAS_AND_PHOTOS.suggestedAlts(3));
    // Other projects' photos are described: no nudge on their rows.
    await expect(page.getByRole('button', { name: /^Describe these photos of / })).toHaveCount(1);
    await expectNoSeriousViolations(page);

    await row.getByRole('button', { name: `${AREAS_AND_PHOTOS.describePhotos} of ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const nudge = dialog.getByTestId('describe-photos-nudge');
    await expect(nudge).toContainText(AREAS_AND_PHOTOS.describePhotos);
    await expect(nudge).toContainText(AREAS_AND_PHOTOS.suggestedAlts(3));
    // A suggestion counts as not described yet: offered, not filled in.
    const first = dialog.getByRole('textbox', { name: /^Photo 1: what it shows/ });
    await expect(first).toHaveValue('');
    await expect(first).toHaveAttribute('placeholder', suggestion(1));
    await expectNoSeriousViolations(page);

    // The form still asks for the owner's words before it saves.
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, AREAS_AND_PHOTOS.altRequired(1))).toBeVisible();

    await first.fill('The walnut island under three pendant lights');
    await expect(nudge).toContainText(AREAS_AND_PHOTOS.suggestedAlts(2));
    // Taking a suggestion confirms it.
    await dialog.getByRole('button', { name: `Use “${suggestion(2)}”` }).click();
    await dialog.getByRole('button', { name: `Use “${suggestion(3)}”` }).click();
    await expect(nudge).toBeHidden();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, TOASTS.projectUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: /^Describe these photos/ })).toHaveCount(0);

    const saved = (await (await page.request.get('/api/portfolio')).json()) as Array<{
      id: number;
      imageDetails: Array<{ alt: string; altSuggested?: boolean }>;
    }>;
    expect(saved.find((project) => project.id === id)?.imageDetails).toEqual([
      expect.objectContaining({ alt: 'The walnut island under three pendant lights' }),
      expect.objectContaining({ alt: suggestion(2) }),
      expect.objectContaining({ alt: suggestion(3) }),
    ]);
    for (const detail of saved.find((project) => project.id === id)?.imageDetails ?? [])
      expect(detail.altSuggested).toBeUndefined();
  });
});
