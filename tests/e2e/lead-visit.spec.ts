import { expect, test } from '@playwright/test';
import { PAGE_SCRIPT_READY_EVENT } from '../../src/client/islands/index';
import { TOASTS } from '../../src/common/messages';
import { signIn } from '../support/admin-session';
import { attachLeadPhoto } from '../support/lead-photo';
import { reviewShot } from '../support/screenshots';

/**
 * The visitor's journey: a campaign link to the wildfire page, its button to the contact form (the
 * community's fire rebuild chosen), a photo attached, the request sent, and the thank-you panel that stays on
 * reload. Then the owner finds where the lead came from, its photo, and the report.
 */
test('a visitor from a UTM link sends a request with a photo and keeps the thank-you panel; the owner sees its source', async ({
  page,
}) => {
  // A person takes a while to write: the page's clock is moved on before sending.
  await page.clock.install();
  await page.goto(
    '/wildfire-recovery?community=altadena&utm_source=google&utm_medium=cpc&utm_campaign=altadena-rebuild&gclid=E2E_Gclid-123',
  );
  await page.getByRole('main').getByRole('link', { name: 'Request a Free Assessment' }).first().click();
  await expect(page).toHaveURL(/\/contact\?community=altadena#contact-form$/);

  const main = page.getByRole('main');
  const htmlForm = main.locator('form[data-contact-form]');
  // Server-rendered, before any script: the community's fire rebuild is the project type.
  await expect(main.getByRole('combobox', { name: 'Project Type' })).toHaveValue('Fire Rebuild: Altadena');
  await htmlForm.hover();
  await expect(htmlForm).toHaveAttribute('novalidate', '');

  const name = `E2E Altadena Visitor ${Date.now()}`;
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
  await main.getByRole('textbox', { name: 'Phone' }).fill('(626) 555-0134');
  await main.getByRole('textbox', { name: 'Property address' }).fill('2260 Lake Ave, Altadena, CA 91001');
  await main
    .getByRole('textbox', { name: 'Message' })
    .fill('Our house burned in January.\nWe want to rebuild.');
  await attachLeadPhoto(main, 'lot.jpg');
  await reviewShot(page, { path: 'lead-visit-form-photo.png', fullPage: false });

  await page.clock.fastForward('00:20');
  await main.getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.locator('[data-contact-thanks]');
  await expect(thanks).toContainText(TOASTS.contactSent.title);
  await expect(thanks).toContainText(name);
  await expect(thanks).toContainText('2260 Lake Ave');
  await expect(thanks).toContainText('1 photo');
  await expect(thanks).toContainText('What happens next');
  await expect(thanks.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(page).toHaveURL(/\/contact\?sent=[\w-]{32}#contact-form$/);
  await reviewShot(thanks, { path: 'lead-visit-thanks.png' });

  // A reload keeps it: the server renders it from the receipt in the address.
  await page.reload();
  await expect(page.locator('[data-contact-thanks]')).toContainText(name);
  await expect(page.locator('[data-contact-thanks]')).toContainText('1 photo');

  // The owner: the lead carries the visit's first URL, and its photo.
  await signIn(page);
  await page.goto('/admin/contact-forms');
  const card = page.getByTestId('contact-submission').filter({ hasText: name });
  // The landing page keeps the community it showed: Altadena's leads are told from the Palisades'.
  await expect(card.getByTestId('lead-visit')).toContainText(
    'Came from google to /wildfire-recovery?community=altadena',
  );
  await expect(card.getByTestId('lead-visit')).toContainText('altadena-rebuild');
  const shown = card.getByRole('img', { name: /Photo 1 of 1/ });
  await expect(shown).toBeVisible();
  // Shown is not yet loaded: its width is known once its bytes have arrived (0 before, and for a broken image).
  await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(120);
  await reviewShot(card, { path: 'lead-visit-admin-card.png' });

  // The lead's own page has all of it, on a phone: the address with a map, the photo full screen, where it came
  // from, and Call/Text/E-mail in reach wherever the owner is on the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('link', { name }).click();
  const lead = page.getByTestId('lead-page');
  await expect(lead.getByTestId('lead-field-propertyAddress')).toContainText(
    '2260 Lake Ave, Altadena, CA 91001',
  );
  await expect(lead.getByRole('link', { name: 'Map' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=2260%20Lake%20Ave%2C%20Altadena%2C%20CA%2091001',
  );
  await expect(lead.getByTestId('lead-visit')).toContainText('/wildfire-recovery?community=altadena');
  const replyBar = page.getByTestId('reply-bar');
  await expect(replyBar.getByRole('link', { name: 'Call' })).toBeInViewport();
  await lead.getByRole('link', { name: /^Photo 1 of 1/ }).scrollIntoViewIfNeeded();
  await expect(replyBar.getByRole('link', { name: 'Call' })).toBeInViewport();
  await lead.getByRole('img', { name: /Photo 1 of 1/ }).click();
  const viewer = page.getByTestId('lead-photo-viewer');
  await expect(viewer.getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
  await reviewShot(page, { path: 'lead-visit-photo-viewer.png' });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await reviewShot(page, { path: 'lead-visit-lead-page-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(replyBar).toBeHidden();
  await expect(lead.getByRole('link', { name: 'Call' })).toBeVisible();

  await page.goto('/admin/contact-forms');
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-forms\/report$/);
  const report = page.getByTestId('lead-report');
  await expect(report.getByRole('table', { name: 'By source' })).toContainText('google');
  await expect(report.getByRole('table', { name: 'By landing page' })).toContainText(
    '/wildfire-recovery?community=altadena',
  );
  // The form's first use on the contact page was counted (a beacon, one more on the page's daily counter).
  const taps = report.getByRole('table', { name: 'Taps and form starts by page' });
  await expect(taps.getByRole('row', { name: /^\/contact / })).toBeVisible();
  await expect(report.getByRole('link', { name: 'Google Ads conversions (CSV)' })).toHaveAttribute(
    'href',
    '/api/admin/google-ads-conversions.csv',
  );
  await reviewShot(page, { path: 'lead-visit-report.png', fullPage: true });
});

test('a send the browser stops before the form’s island has started shows the island’s messages, not the browser’s', async ({
  page,
}) => {
  // The page's script starts once the first photo is painted (under load, after the page is shown): the send
  // below is made once it runs, as the hand-over to the island is its doing.
  await page.addInitScript((event) => {
    addEventListener(event, () => document.documentElement.setAttribute('data-test-script-ran', ''));
  }, PAGE_SCRIPT_READY_EVENT);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-test-script-ran', '');
  const form = page.locator('form[data-contact-form]');
  await expect(form).not.toHaveAttribute('novalidate', '');
  // A send with no pointer or focus on the form first (Enter in a field as the page loads, say): the browser's
  // own check stops it, and the page's script hands it to the island instead of showing the browser's bubble.
  await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
  const name = page.getByRole('main').getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Name is required');
  await expect(form).toContainText('Message is required');
  await expect(form).toHaveAttribute('novalidate', '');
});
