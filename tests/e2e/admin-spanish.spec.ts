/**
 * The owner's Spanish, on a phone: the Spanish tab lists what needs Spanish page by page, he writes it beside the
 * English and approves it, and the Spanish page shows it; when he changes the English, the tab says the Spanish is
 * out of date (showing the English it was written for) while the Spanish page keeps it until he approves it again.
 * The same editor sits under each setting's field and each section's text.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn, takeOwnerSession, WITH_PREVIEW } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';

/** A text no other test reads: the About page's third credential. */
const KEY = 'about_credential3_detail';
const TEXT = { kind: 'setting', ref: KEY, field: 'value', language: 'es' };

async function reset(page: Page) {
  await takeOwnerSession(page);
  expect((await page.request.put('/api/admin/translations', { data: { ...TEXT, value: '' } })).ok()).toBe(
    true,
  );
  expect((await page.request.put(`/api/settings/${KEY}`, { data: { value: '' } })).ok()).toBe(true);
}

const aboutPage = async (page: Page, path: string) => (await page.request.get(path)).text();

test.describe('the Spanish of the owner’s texts', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => reset(page));
  test.afterEach(async ({ page }) => reset(page));

  test('written beside the English on a phone, shown on the Spanish page, out of date when the English changes', async ({
    page,
  }) => {
    await takeOwnerSession(page);
    await page.request.put(`/api/settings/${KEY}`, { data: { value: 'Bonded for every job we build.' } });
    await signIn(page, 'translations');
    await expect(page.getByRole('heading', { name: 'Spanish', level: 2 })).toBeVisible();
    await page.getByTestId('coverage').filter({ hasText: 'About' }).click();
    const row = page.locator(`[data-text="setting:${KEY}:value"]`);
    await expect(row.getByTestId('translation-state')).toHaveText('Needs Spanish');
    await expect(row.getByText('Bonded for every job we build.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await row.getByRole('textbox').fill('Con fianza en cada obra que construimos.');
    await row.getByRole('button', { name: 'Approve Spanish' }).click();
    await expect(page.getByText('Spanish saved')).toBeVisible();
    await page.getByRole('button', { name: 'All texts' }).click();
    await expect(row.getByTestId('translation-state')).toHaveText('In Spanish');
    expect(await aboutPage(page, '/es/nosotros')).toContain('Con fianza en cada obra que construimos.');
    expect(await aboutPage(page, '/about')).toContain('Bonded for every job we build.');

    // The English changes: the tab says the Spanish is out of date, the Spanish page keeps it meanwhile.
    await page.request.put(`/api/settings/${KEY}`, { data: { value: 'Bonded and insured for every job.' } });
    await page.reload();
    await page.getByRole('button', { name: 'Out of date', exact: true }).click();
    await expect(row.getByTestId('translation-state')).toHaveText('Out of date');
    await expect(row.getByTestId('written-for')).toContainText('Bonded for every job we build.');
    expect(await aboutPage(page, '/es/nosotros')).toContain('Con fianza en cada obra que construimos.');
    await row.getByRole('textbox').fill('Con fianza y seguro en cada obra.');
    await row.getByRole('button', { name: 'Approve Spanish' }).click();
    await expect(page.getByText('Spanish saved')).toBeVisible();
    await expect(page.getByText('Every text here is in Spanish and up to date.')).toBeVisible();
    expect(await aboutPage(page, '/es/nosotros')).toContain('Con fianza y seguro en cada obra.');
  });

  test('under the setting’s own field, with its state at a glance', async ({ page }) => {
    await takeOwnerSession(page);
    await page.request.put(`/api/settings/${KEY}`, { data: { value: 'Bonded for every job we build.' } });
    await signIn(page, 'pages');
    await page.getByRole('button', { name: 'About', exact: true }).click();
    const spanish = page.locator(`[data-text="setting:${KEY}:value"] > summary`);
    await expect(spanish).toContainText('Needs Spanish');
    await spanish.click();
    const field = page.getByRole('textbox', { name: 'Credential 3 detail: Spanish' });
    await field.fill('Con fianza en cada obra.');
    await page.getByRole('button', { name: 'Approve Spanish' }).click();
    await expect(spanish).toContainText('In Spanish');
    expect(await aboutPage(page, '/es/nosotros')).toContain('Con fianza en cada obra.');
  });
});

test('the live preview shows the page being edited in either language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'pages', WITH_PREVIEW);
  const preview = page.getByTestId('live-preview');
  const frame = page.frameLocator('iframe[title="Live preview of the public page"]');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await preview.getByRole('button', { name: 'Spanish page' }).click();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
  await expect(preview.getByRole('link', { name: 'Open the page in a new tab' })).toHaveAttribute(
    'href',
    '/es',
  );
  await preview.getByRole('button', { name: 'English page' }).click();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('a project’s dialog shows its Spanish address and the Spanish of its title, story and photos', async ({
  page,
}) => {
  await takeOwnerSession(page);
  const projects = (await (await page.request.get('/api/portfolio')).json()) as Array<{
    id: number;
    title: string;
    translatedSlugs: { es?: string };
  }>;
  const project = projects.find((candidate) => candidate.translatedSlugs.es);
  if (!project) throw new Error('the demo projects have Spanish addresses');
  await signIn(page, 'portfolio');
  await page.getByRole('button', { name: `Edit ${project.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  const spanishAddress = dialog.getByRole('textbox', { name: 'Page address in Spanish' });
  await expect(spanishAddress).toHaveValue(project.translatedSlugs.es ?? '');
  const title = dialog.locator(`[data-text="project:${project.id}:title"] > summary`);
  await expect(title).toContainText('In Spanish');
  await title.click();
  await expect(dialog.getByRole('textbox', { name: 'Title: Spanish' })).not.toHaveValue('');
  // Each photo's alt text has its Spanish under it (the demo's are from the Spanish title), its caption none yet.
  const firstPhoto = dialog.getByTestId('photo-details').first();
  const alt = firstPhoto.locator('[data-text^="photo:"][data-text$=":alt"] > summary');
  await expect(alt).toContainText('In Spanish');
  await alt.click();
  await expect(firstPhoto.getByRole('textbox', { name: /photo 1, alt text/ })).not.toHaveValue('');

  // The owner gives it another Spanish address: the old one moves there.
  const before = project.translatedSlugs.es;
  await spanishAddress.fill(`${before}-malibu`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const moved = await page.request.get(`/es/portafolio/${before}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/es/portafolio/${before}-malibu`);
  // Put back, for the other specs (the address it had moves back too).
  await page.getByRole('button', { name: `Edit ${project.title}`, exact: true }).click();
  await spanishAddress.fill(before ?? '');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
});
