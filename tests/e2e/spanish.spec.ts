import { expect, type Page, test } from '@playwright/test';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { settingDefault } from '../../src/common/settings';
import { signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { attachLeadPhoto } from '../support/lead-photo';
import { reviewShot } from '../support/screenshots';

/**
 * The Spanish site as a visitor on a phone meets it: the same journeys as the English one (home, the portfolio with
 * a filter and a project, services, the wildfire page with both communities, contact with a photo and the thank-you,
 * the 404), each page in Spanish, passing axe, and the language switch landing on the same page.
 */
const es = messagesOf('es');
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The header's way to the English page: "EN" on a phone, named "English". */
const switchToEnglish = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'English' });

test('home, portfolio, a project, services and the 404 in Spanish, each passing axe', async ({ page }) => {
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('hero_title', 'es'));
  // On a phone the switch shows the language's code.
  await expect(switchToEnglish(page).locator('span').first()).toBeVisible();
  await expect(switchToEnglish(page).locator('span').first()).toHaveText('en');
  await expectNoSeriousViolations(page);
  await reviewShot(page, { path: 'es-home-phone.png', fullPage: false });

  // The portfolio's filter is a link of its own, in Spanish.
  await page.goto('/es/portafolio');
  await page.getByRole('link', { name: es.portfolio.categories.remodels }).click();
  await expect(page).toHaveURL(/\/es\/portafolio\?category=remodels$/);
  await expectNoSeriousViolations(page);
  const projects: Array<{ slug: string; category: string }> = await (
    await page.request.get('/api/portfolio')
  ).json();
  const remodel = projects.find((project) => project.category === 'Remodels');
  if (!remodel) throw new Error('the demo site has a remodel');
  const href = `/es/portafolio/${remodel.slug}`;
  await page.goto(href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: es.project.breadcrumb })).toContainText(
    es.portfolio.categories.remodels,
  );
  await expectNoSeriousViolations(page);
  // The switch lands on the same project in English.
  await switchToEnglish(page).click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('/es/portafolio/', '/portfolio/')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/es/servicios');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingDefault('services_title', 'es'));
  await expectNoSeriousViolations(page);

  const missing = await page.goto('/es/no-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.notFound.title);
  await expectNoSeriousViolations(page);
});

test('the wildfire page in Spanish: both communities, then a request with a photo, thanked in Spanish', async ({
  page,
}) => {
  // A person takes a while to write: the page's clock is moved on before sending.
  await page.clock.install();
  await page.goto('/es/reconstruccion-tras-incendios');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('tab', { name: 'Altadena' }).click();
  await expect(page).toHaveURL(/\/es\/reconstruccion-tras-incendios\?community=altadena$/);
  await expectNoSeriousViolations(page);
  await page.getByRole('main').getByRole('link', { name: es.wildfire.assessment }).first().click();
  await expect(page).toHaveURL(/\/es\/contacto\?community=altadena#contact-form$/);

  const main = page.getByRole('main');
  const fields = es.contact.fields;
  await expect(main.getByRole('combobox', { name: fields.projectType.formLabel })).toHaveValue(
    'Fire Rebuild: Altadena',
  );
  // Sent empty first: the messages beside the fields are Spanish.
  await main.locator('form[data-contact-form]').hover();
  await main.getByRole('button', { name: es.contact.send }).click();
  await expect(main.getByRole('textbox', { name: fields.name.formLabel })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(main.locator('form[data-contact-form]')).toContainText(es.contact.validation.required(''));
  await expectNoSeriousViolations(page);

  const name = `E2E Visitante ${Date.now()}`;
  await main.getByRole('textbox', { name: fields.name.formLabel }).fill(name);
  await main.getByRole('textbox', { name: fields.email.formLabel }).fill('rosa@example.com');
  await main.getByRole('textbox', { name: fields.phone.formLabel }).fill('(626) 555-0177');
  await main
    .getByRole('textbox', { name: fields.message.formLabel })
    .fill('Se quemó nuestra casa.\nQueremos reconstruir.');
  await attachLeadPhoto(main, 'terreno.jpg');
  await page.clock.fastForward('00:20');
  await main.getByRole('button', { name: es.contact.send }).click();

  const thanks = page.locator('[data-contact-thanks]');
  await expect(thanks).toContainText(es.contact.sent.title);
  await expect(thanks).toContainText(name);
  await expect(thanks).toContainText(es.contact.thanks.photoCount(1));
  await expect(thanks).toContainText(es.contact.projectTypes['fire-rebuild-altadena']);
  await expect(page).toHaveURL(/\/es\/contacto\?sent=[\w-]{32}#contact-form$/);
  await reviewShot(thanks, { path: 'es-contact-thanks-phone.png' });
  // A reload keeps it, in Spanish.
  await page.reload();
  await expect(page.locator('[data-contact-thanks]')).toContainText(es.contact.sent.title);

  // The owner sees the request came from the Spanish page.
  await signIn(page);
  await page.goto('/admin/contact-forms');
  const card = page.getByTestId('contact-submission').filter({ hasText: name });
  await expect(card.getByTestId('lead-page-language')).toBeVisible();
});
