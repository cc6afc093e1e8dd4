import { expect, type Locator, type Page, test } from '@playwright/test';
import { AREAS_AND_PHOTOS, CONFIRMATIONS, MESSAGES, TOASTS, UNSAVED } from '../../src/common/messages';
import { type AdminTabId, adminAddressOf } from '../../src/common/panel-addresses';
import { formatSiteTime } from '../../src/common/site-time';
import { signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { makePng } from '../support/images';
import { reviewShot, reviewShotsAt } from '../support/screenshots';

interface ApiProject {
  id: number;
  title: string;
}
interface ApiTestimonial {
  id: number;
  clientName: string;
}
interface ApiSubmission {
  id: number;
  name: string;
  createdAt: string;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signed in, the panel open at a tab's own address (Portfolio's is /admin). */
async function signInToPanel(page: Page, tab: AdminTabId = 'portfolio') {
  await signIn(page, tab);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The toast with this title (toasts sit outside an open dialog, so they are found by their markup). */
function toast(page: Page, title: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
}

/** A promise the test resolves when it has seen the in-between state it wants to check. */
function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

async function deleteProjectsTitled(page: Page, prefix: string) {
  const projects = (await (await page.request.get('/api/portfolio')).json()) as ApiProject[];
  for (const project of projects.filter((item) => item.title.startsWith(prefix))) {
    await page.request.delete(`/api/admin/portfolio/${project.id}`);
  }
}

async function deleteTestimonialsFrom(page: Page, prefix: string) {
  const testimonials = (await (await page.request.get('/api/testimonials')).json()) as ApiTestimonial[];
  for (const testimonial of testimonials.filter((item) => item.clientName.startsWith(prefix))) {
    await page.request.delete(`/api/admin/testimonials/${testimonial.id}`);
  }
}

/** The public gallery's card of a project, found by its exact title. */
const publicCard = (page: Page, title: string) =>
  page.getByTestId('project-card').filter({ has: page.getByText(title, { exact: true }) });

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(96, 72, rgb),
});

test.describe('Portfolio tab', () => {
  test('creates a project with two uploaded photos, edits it and deletes it', async ({ page }) => {
    const title = `E2E Ocean Villa ${unique()}`;
    const renamed = `${title} Renovated`;
    await signInToPanel(page);
    try {
      await page.getByRole('button', { name: 'Add Project' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Project' });
      await expect(dialog).toBeVisible();
      const titleField = dialog.getByRole('textbox', { name: /^Title/ });

      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
      await expect(titleField).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await titleField.fill(title);
      const category = dialog.getByRole('combobox', { name: /^Category/ });
      await expect(category.getByRole('option')).toHaveText([
        'Select a category',
        'Custom Homes',
        'Remodels',
        'ADUs',
        'Commercial',
        'Tenant Improvements',
        'Fire Rebuild',
      ]);
      await category.selectOption('Custom Homes');
      await dialog
        .getByRole('textbox', { name: /^Description/ })
        .fill('A coastal retreat rebuilt for the views.');
      await dialog.getByRole('textbox', { name: 'Location' }).fill('Malibu, CA');
      await dialog.getByRole('textbox', { name: 'Square Footage' }).fill('3,100 sq ft');
      await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');

      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect(toast(page, MESSAGES.imageRequired)).toBeVisible();

      await dialog
        .getByLabel('Project images', { exact: true })
        .setInputFiles([png('front.png', [30, 60, 90]), png('garden.png', [90, 140, 60])]);
      const photos = dialog.getByRole('list', { name: 'Project images: current images' }).getByRole('img');
      await expect(photos).toHaveCount(2);
      for (const photo of await photos.all()) {
        await expect(photo).toHaveAttribute('src', /^\/objects\/portfolio\//);
      }
      await expect(dialog.getByText('Cover', { exact: true })).toBeVisible();

      // Every photo must be described before the project is published.
      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect(toast(page, AREAS_AND_PHOTOS.altRequired(1))).toBeVisible();
      await dialog
        .getByRole('textbox', { name: /^Photo 1: what it shows/ })
        .fill('The villa seen from the beach');
      await dialog.getByRole('button', { name: /^Use “/ }).click();
      await expect(dialog.getByRole('textbox', { name: /^Photo 2: what it shows/ })).toHaveValue(
        `${title}, a custom home in Malibu, CA, photo 2 of 2`,
      );
      await reviewShot(page, { path: 'test-results/screenshots/admin-project-photo-details.png' });
      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect(toast(page, TOASTS.projectCreated)).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = page.getByTestId('admin-project').filter({ hasText: title });
      await expect(row).toContainText('Custom Homes');
      await expect(row).toContainText('Malibu, CA');
      await expect(row).toContainText('2 photos');
      await expect(row.getByRole('img', { name: `${title} cover` })).toBeVisible();

      await page.goto('/portfolio');
      await publicCard(page, title).click();
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal.getByRole('heading', { name: 'Gallery (2 photos)' })).toBeVisible();
      await expect(modal.getByText('3,100 sq ft')).toBeVisible();

      await page.goto('/admin');
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Project' });
      const editTitle = edit.getByRole('textbox', { name: /^Title/ });
      await expect(editTitle).toHaveValue(title);
      await expect(edit.getByRole('textbox', { name: 'Location' })).toHaveValue('Malibu, CA');
      await expect(
        edit.getByRole('list', { name: 'Project images: current images' }).getByRole('img'),
      ).toHaveCount(2);

      await editTitle.fill('   ');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
      await expect(editTitle).toHaveAttribute('aria-invalid', 'true');
      await expect(edit).toBeVisible();

      await editTitle.fill(renamed);
      await edit.getByText('Featured', { exact: true }).click();
      await expect(edit.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, TOASTS.projectUpdated)).toBeVisible();
      await expect(edit).toBeHidden();
      const renamedRow = page.getByTestId('admin-project').filter({ hasText: renamed });
      await expect(renamedRow.getByText('Featured')).toBeVisible();

      await page.goto('/portfolio');
      await expect(publicCard(page, renamed)).toBeVisible();
      await expect(publicCard(page, renamed)).toContainText('Custom Homes');
      await expect(publicCard(page, title)).toHaveCount(0);

      await page.goto('/admin');
      await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(CONFIRMATIONS.deleteProject);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, TOASTS.projectDeleted)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('admin-project').filter({ hasText: renamed })).toHaveCount(0);

      await page.goto('/portfolio');
      await expect(page.getByTestId('project-card').first()).toBeVisible();
      await expect(publicCard(page, renamed)).toHaveCount(0);
    } finally {
      await deleteProjectsTitled(page, title);
    }
  });

  test('cancelling a delete keeps the project', async ({ page }) => {
    await signInToPanel(page);
    const first = page.getByTestId('admin-project').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByTestId('admin-project').filter({ has: page.getByRole('heading', { name, exact: true }) }),
    ).toHaveCount(1);
  });

  test('a failed save keeps the dialog open with what was typed; Cancel, once confirmed, closes without saving', async ({
    page,
  }) => {
    const title = `E2E Unsaved ${unique()}`;
    await signInToPanel(page);
    await page.route('**/trpc/admin.portfolio.create**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        // A write travels alone (not batched), so its answer is one object.
        body: JSON.stringify({
          error: {
            json: {
              message: 'The database is not answering',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'admin.portfolio.create' },
            },
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('combobox', { name: /^Category/ }).selectOption('ADUs');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Backyard ADU.');
    await dialog
      .getByLabel('Project images', { exact: true })
      .setInputFiles([png('adu.png', [200, 120, 40])]);
    await expect(
      dialog.getByRole('list', { name: 'Project images: current images' }).getByRole('img'),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: /^Use “/ }).click();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    const failure = toast(page, TOASTS.projectCreateFailed);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The database is not answering');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    await expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveValue('ADUs');
    await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('Backyard ADU.');
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeEnabled();

    // What was typed is not thrown away unasked (admin-unsaved.spec.ts): Cancel asks, Discard closes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: UNSAVED.discard }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admin-project').filter({ hasText: title })).toHaveCount(0);
    const projects = (await (await page.request.get('/api/portfolio')).json()) as ApiProject[];
    expect(projects.some((project) => project.title === title)).toBe(false);
  });
});

test.describe('Testimonials tab', () => {
  test('adds a featured testimonial that shows on the home page, edits it and deletes it', async ({
    page,
  }) => {
    const client = `E2E Client ${unique()}`;
    await signInToPanel(page, 'testimonials');
    try {
      await openTab(page, 'Testimonials');
      await expect(page.getByTestId('admin-testimonial').first()).toBeVisible();
      const seeded = page.getByTestId('admin-testimonial').first();
      await expect(seeded.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeVisible();
      await expect(seeded.getByRole('blockquote')).toHaveCSS('-webkit-line-clamp', '3');

      await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
      await expect(dialog.getByRole('combobox', { name: /^Project Type/ })).toHaveAttribute(
        'placeholder',
        'e.g. Custom Home Build',
      );
      await expect(dialog.getByRole('textbox', { name: /^Testimonial Content/ })).toHaveAttribute(
        'rows',
        '4',
      );
      const rating = dialog.getByRole('combobox', { name: 'Rating' });
      await expect(rating.getByRole('option')).toHaveText([
        '1 Star',
        '2 Stars',
        '3 Stars',
        '4 Stars',
        '5 Stars',
      ]);
      await expect(rating).toHaveValue('5');
      await expect(dialog.getByText('Display on the homepage')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'Featured Testimonial' })).not.toBeChecked();

      await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
      const invalid = toast(page, TOASTS.testimonialSaveFailed);
      await expect(invalid).toContainText('Please check all fields are filled correctly.');
      await expect(dialog.getByRole('textbox', { name: /^Client Name/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await dialog.getByRole('textbox', { name: /^Client Name/ }).fill(client);
      await dialog.getByRole('combobox', { name: /^Project Type/ }).fill('ADU Construction');
      await dialog
        .getByRole('textbox', { name: /^Testimonial Content/ })
        .fill('They built our ADU on time and on budget.');
      await rating.selectOption('4');
      await dialog.getByText('Featured Testimonial', { exact: true }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Featured Testimonial' })).toBeChecked();

      const held = gate();
      await page.route('**/trpc/admin.testimonials.create**', async (route) => {
        await held.closed;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
      await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      held.open();
      await expect(toast(page, TOASTS.testimonialCreated)).toBeVisible();
      await expect(dialog).toBeHidden();

      const card = page.getByTestId('admin-testimonial').filter({ hasText: client });
      await expect(card).toContainText('ADU Construction');
      await expect(card.getByText('Featured')).toBeVisible();
      await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
      await expect(card).toContainText('“They built our ADU on time and on budget.”');

      await page.goto('/');
      await expect(page.getByTestId('testimonial').filter({ hasText: client })).toBeVisible();

      await page.goto(adminAddressOf('testimonials'));
      await openTab(page, 'Testimonials');
      await page.getByRole('button', { name: `Edit testimonial from ${client}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
      await expect(edit.getByRole('textbox', { name: /^Client Name/ })).toHaveValue(client);
      await expect(edit.getByRole('combobox', { name: 'Rating' })).toHaveValue('4');
      await expect(edit.getByRole('checkbox', { name: 'Featured Testimonial' })).toBeChecked();
      await edit
        .getByRole('textbox', { name: /^Testimonial Content/ })
        .fill('Exceptional craftsmanship, start to finish.');
      await edit.getByRole('combobox', { name: 'Rating' }).selectOption('5');
      // Written in Spanish: shown in the client's words, marked Spanish on the English home page.
      await expect(edit.getByRole('combobox', { name: 'Written in' })).toHaveValue('en');
      await edit.getByRole('combobox', { name: 'Written in' }).selectOption('es');
      await edit.getByRole('button', { name: 'Save Testimonial' }).click();
      await expect(toast(page, TOASTS.testimonialUpdated)).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(card).toContainText('Exceptional craftsmanship, start to finish.');
      await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
      await page.goto('/');
      const quote = page.getByTestId('testimonial').filter({ hasText: client }).locator('blockquote p');
      await expect(quote).toHaveAttribute('lang', 'es');
      await page.goto(adminAddressOf('testimonials'));
      await openTab(page, 'Testimonials');

      await card.getByRole('button', { name: `Delete testimonial from ${client}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Are you sure you want to delete this testimonial?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, TOASTS.testimonialDeleted)).toBeVisible();
      await expect(card).toHaveCount(0);

      await page.goto('/');
      await expect(page.getByTestId('testimonial').first()).toBeVisible();
      await expect(page.getByTestId('testimonial').filter({ hasText: client })).toHaveCount(0);
    } finally {
      await deleteTestimonialsFrom(page, client);
    }
  });

  test('a save that cannot reach the server keeps the dialog open with what was typed', async ({ page }) => {
    const client = `E2E Offline ${unique()}`;
    await signInToPanel(page, 'testimonials');
    await openTab(page, 'Testimonials');
    await page.route('**/trpc/admin.testimonials.create**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await dialog.getByRole('textbox', { name: /^Client Name/ }).fill(client);
    await dialog.getByRole('combobox', { name: /^Project Type/ }).fill('Home Remodel');
    await dialog.getByRole('textbox', { name: /^Testimonial Content/ }).fill('Great kitchen remodel.');
    await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
    const failure = toast(page, TOASTS.testimonialSaveFailed);
    await expect(failure).toContainText('Network error. Please check your connection and try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Client Name/ })).toHaveValue(client);
    await expect(dialog.getByRole('textbox', { name: /^Testimonial Content/ })).toHaveValue(
      'Great kitchen remodel.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: UNSAVED.discard }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admin-testimonial').filter({ hasText: client })).toHaveCount(0);
  });
});

test.describe('Contact Forms tab', () => {
  test('shows what visitors sent, newest first, with its details', async ({ page }) => {
    const stamp = unique();
    const adu = {
      name: `E2E Visitor ${stamp}`,
      email: `visitor-${stamp}@example.com`,
      phone: '(310) 555-0147',
      projectType: 'ADU Construction',
      message: 'We want a backyard ADU.\nBudget is flexible.',
    };
    const general = { ...adu, name: `E2E Neighbor ${stamp}`, projectType: '', message: 'Just a question.' };
    const bot = { ...adu, name: `E2E Bot ${stamp}`, website: 'https://spam.example' };
    for (const data of [adu, general, bot]) {
      expect((await page.request.post('/api/contact', { data })).ok()).toBe(true);
    }
    await signInToPanel(page, 'contact');
    await openTab(page, 'Contact Forms');
    const all = (await (await page.request.get('/api/admin/contact-submissions')).json()) as ApiSubmission[];
    await expect(page.getByTestId('tab-count')).toHaveText(`${all.length} submissions`);

    const cards = page.getByTestId('contact-submission');
    await expect(cards).toHaveCount(all.length);
    await expect(cards.getByRole('heading')).toHaveText(all.map((submission) => submission.name));
    await expect(cards.first().getByRole('heading')).toHaveText(general.name);

    const stored = all.find((submission) => submission.name === adu.name);
    if (!stored) throw new Error('the submission was not stored');
    // On the site's clock (Los Angeles), whatever the browser's zone.
    const expectedDate = formatSiteTime(new Date(stored.createdAt), {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    expect(expectedDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    const card = cards.filter({ has: page.getByRole('heading', { name: adu.name }) });
    await expect(card).toContainText(expectedDate);
    await expect(card.getByText('ADU Construction', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: adu.email })).toHaveAttribute('href', `mailto:${adu.email}`);
    await expect(card.getByRole('link', { name: adu.phone })).toHaveAttribute('href', 'tel:3105550147');
    const message = card.getByTestId('contact-message');
    await expect(message).toHaveCSS('white-space', 'pre-wrap');
    expect(await message.textContent()).toBe(adu.message);

    const generalCard = cards.filter({ has: page.getByRole('heading', { name: general.name }) });
    await expect(generalCard.getByText('General Inquiry', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);

    // E-mail alerts are not configured here: the owner is told so, and each request waits for them.
    await expect(page.getByTestId('notifications-notice')).toContainText('E-mail alerts are off');
    await expect(card.getByTestId('delivery-status')).toHaveText('Not e-mailed: e-mail alerts are off');

    // Spam stays out of the list, in a folder of its own.
    await expect(page.getByRole('heading', { name: bot.name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Spam' }).click();
    await expect(page.getByRole('button', { name: 'Spam' })).toHaveAttribute('aria-pressed', 'true');
    const botCard = cards.filter({ has: page.getByRole('heading', { name: bot.name }) });
    await expect(botCard.getByTestId('delivery-status')).toHaveText('Spam: filled the hidden field');
    await expect(page.getByRole('heading', { name: adu.name })).toHaveCount(0);
  });

  test('shows three skeletons while loading and the empty state when nothing was sent', async ({ page }) => {
    await signInToPanel(page);
    const held = gate();
    // The list may share its batch with other reads: answer them for real, the list with nothing.
    await page.route(
      (url) => url.pathname.includes('admin.leads.list'),
      async (route) => {
        await held.closed;
        const response = await route.fetch();
        const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
        const results = (await response.json()) as unknown[];
        const emptied = results.map((result, index) =>
          procedures[index] === 'admin.leads.list' ? { result: { data: { json: [] } } } : result,
        );
        await route.fulfill({ response, json: emptied });
      },
    );
    await openTab(page, 'Contact Forms');
    await expect(page.getByTestId('contact-submission-skeleton')).toHaveCount(3);
    held.open();
    await expect(page.getByRole('heading', { name: 'No Contact Submissions Yet' })).toBeVisible();
    await expect(
      page.getByText('When visitors submit the contact form, their messages will appear here.'),
    ).toBeVisible();
    await expect(page.getByTestId('tab-count')).toHaveText('0 submissions');
  });
});

const TABS = [
  { name: 'Portfolio', slug: 'portfolio', ready: 'admin-project' },
  { name: 'Testimonials', slug: 'testimonials', ready: 'admin-testimonial' },
  { name: 'Contact Forms', slug: 'contact', ready: 'contact-submission' },
] as const;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

for (const theme of ['light', 'dark'] as const) {
  test(`the tabs and their dialogs pass axe and look finished (${theme})`, { tag: '@looks' }, async ({
    page,
  }) => {
    if (theme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('summit-coast-theme', 'dark'));
    }
    await signInToPanel(page);
    // A read-only tab needs something to show; contact submissions cannot be deleted, so add one only if none exist.
    const existing = (await (
      await page.request.get('/api/admin/contact-submissions')
    ).json()) as ApiSubmission[];
    if (existing.length === 0) {
      const data = {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        phone: '(949) 555-0182',
        projectType: 'Home Remodel',
        message: 'We would like to open up our kitchen and add a family room.\nCould we meet next week?',
      };
      expect((await page.request.post('/api/contact', { data })).ok()).toBe(true);
    }
    // The login toast belongs to the shared Toaster, not to these tabs: let it go before the scans.
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
    for (const tab of TABS) {
      await openTab(page, tab.name);
      await expect(page.getByTestId(tab.ready).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await reviewShotsAt(page, WIDTHS, (size) =>
        reviewShot(page, {
          path: `test-results/screenshots/admin-${tab.slug}-${size.width}-${theme}.png`,
          fullPage: true,
        }),
      );
    }

    const dialogs = [
      {
        tab: 'Portfolio',
        title: 'Edit Project',
        slug: 'portfolio-dialog',
        open: () =>
          page
            .getByTestId('admin-project')
            .first()
            .getByRole('button', { name: /^Edit / })
            .click(),
      },
      {
        tab: 'Testimonials',
        title: 'Add New Testimonial',
        slug: 'testimonial-dialog',
        open: () => page.getByRole('button', { name: 'Add Testimonial' }).first().click(),
      },
    ];
    for (const { tab, title, slug, open } of dialogs) {
      await openTab(page, tab);
      await open();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);
      await reviewShotsAt(
        page,
        [WIDTHS[0], WIDTHS[2]] as Array<{ width: number; height: number }>,
        async (size) => {
          await reviewShot(page, {
            path: `test-results/screenshots/admin-${slug}-${size.width}-${theme}.png`,
          });
          const images = dialog.getByRole('list', { name: 'Project images: current images' });
          if (size.width === 390 && (await images.count())) {
            await images.getByRole('img').last().scrollIntoViewIfNeeded();
            await reviewShot(page, {
              path: `test-results/screenshots/admin-${slug}-images-390-${theme}.png`,
            });
          }
        },
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
