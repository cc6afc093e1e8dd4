/**
 * Booking a consultation on a phone, end to end on the compiled server: a homeowner books in English from the
 * contact page (a photo still uploading when she presses Book goes with the booking), gets the confirmation on the
 * SMTP stand-in and moves the meeting by its private link; another books an on-site visit in Spanish with a photo;
 * the owner sees it in his inbox on his phone and cancels it, and she is told. The booking pages are checked by axe
 * on the way.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/admin-session';
import { alertStandIns, resetAlerts } from '../support/alerts';
import { expectNoSeriousViolations } from '../support/axe';
import { smallJpeg } from '../support/lead-photo';
import { reviewShot } from '../support/screenshots';

const PHONE = { width: 390, height: 844 };
const OWNER = 'owner.booking@example.com';
const withinAMinute = { timeout: 60_000 };

const standIns = alertStandIns();
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The second day offered and its second time: a choice a visitor makes, not the page's first. */
async function pickDayAndTime(page: Page): Promise<string> {
  await page.locator('section[aria-labelledby="booking-day"] a').nth(1).click();
  const time = page.getByRole('radio').nth(1);
  await time.check();
  return (await time.getAttribute('value')) ?? '';
}

/** The path of the private link in the visitor's confirmation e-mail. */
const changePathIn = (text: string) => {
  const url = /https?:\/\/\S+?\?change=[\w-]+/.exec(text)?.[0] ?? '';
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test('a consultation booked on a phone in English and in Spanish, moved by its link, cancelled by the owner', {
  tag: '@looks',
}, async ({ page, browser }) => {
  const { smtp } = standIns;
  await signIn(page, 'contact');
  await resetAlerts(page.request);
  try {
    const saved = await page.request.put('/api/admin/alerts', {
      data: {
        recipients: [OWNER],
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        smtpSecurity: 'none',
        smtpUsername: '',
        smtpPassword: '',
        mailFrom: 'alerts@summitcoastbuilders.example',
        reminderMinutes: 0,
        acknowledgeVisitors: true,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // A homeowner in English: from the contact page to a video call, in a few taps.
    const visitor = await visitorPage(browser);
    await visitor.goto('/contact');
    await visitor.getByRole('link', { name: 'Book a consultation' }).click();
    await expect(visitor).toHaveURL(/\/schedule$/);
    await visitor.getByRole('link', { name: /^Video call/ }).click();
    await expect(visitor.getByText('All times are Pacific time (Los Angeles).')).toBeVisible();
    const booked = await pickDayAndTime(visitor);
    const main = visitor.getByRole('main');
    await main.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
    await main.getByRole('textbox', { name: 'Email' }).fill('dana.booking@example.com');
    await main.getByRole('textbox', { name: 'Phone' }).fill('(626) 555-0177');
    await main
      .getByRole('textbox', { name: 'Message' })
      .fill('A kitchen remodel: we would like to talk it through.');
    await expectNoSeriousViolations(visitor);
    await reviewShot(visitor, { path: test.info().outputPath('booking-form-390.png'), fullPage: true });
    // A photo still uploading when she presses Book: the booking waits for it, then goes with it.
    let finishUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => {
      finishUpload = resolve;
    });
    await visitor.route('**/contact/photos/**', async (route) => {
      if (route.request().method() === 'PUT') await uploadHeld;
      await route.continue();
    });
    const photoChooser = visitor.waitForEvent('filechooser');
    await main.getByText('Add photos').click();
    await (await photoChooser).setFiles({
      name: 'kitchen.jpg',
      mimeType: 'image/jpeg',
      buffer: await smallJpeg(),
    });
    await expect(main.locator('[data-photo-state="uploading"]')).toHaveCount(1);
    const posted = visitor.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/schedule'),
    );
    await main.getByRole('button', { name: 'Book this time' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'Your photos are still uploading' }),
    ).toBeVisible();
    finishUpload();
    expect((await posted).postData()).toMatch(/(^|&)photos=[^&]+/);
    await expect(visitor.getByRole('heading', { name: 'You are booked' })).toBeVisible();
    const when = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'America/Los_Angeles',
    }).format(new Date(booked));
    await expect(visitor.getByText(when)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );
    await expectNoSeriousViolations(visitor);

    // Her confirmation, with the link that moves it without a call.
    await expect
      .poll(
        () =>
          smtp.acknowledgements.find((mail) => mail.to?.[0]?.address === 'dana.booking@example.com')
            ?.subject ?? '',
        withinAMinute,
      )
      .toMatch(/^Your consultation on .+ - Summit Coast Builders$/);
    const confirmation = smtp.acknowledgements.find(
      (mail) => mail.to?.[0]?.address === 'dana.booking@example.com',
    );
    await visitor.goto(changePathIn(confirmation?.text ?? ''));
    await visitor.getByRole('link', { name: 'Move it to another time' }).click();
    const later = visitor.getByRole('radio').nth(3);
    await later.check();
    await visitor.getByRole('button', { name: 'Move to this time' }).click();
    await expect(visitor.getByText('Your consultation has moved. We told our team.')).toBeVisible();
    await expect
      .poll(() => smtp.messages.map((mail) => mail.subject ?? ''), withinAMinute)
      .toContainEqual(expect.stringMatching(/^Dana Whitfield moved the consultation to /));

    // Another homeowner, in Spanish: a visit to her property, whose address the form then requires.
    const spanish = await visitorPage(browser);
    await spanish.goto('/es/agendar');
    await spanish.getByRole('link', { name: /^Visita a su propiedad/ }).click();
    await pickDayAndTime(spanish);
    for (const [name, value] of <Array<[string, string]>>[
      ['name', 'Ana Reyes'],
      ['email', 'ana.booking@example.com'],
      ['phone', '(626) 555-0188'],
      ['propertyAddress', '1850 N Lake Ave, Altadena, CA 91001'],
      ['message', 'Queremos reconstruir después del incendio.'],
    ])
      await spanish.locator(`[name="${name}"]`).fill(value);
    // A photo of the lot, as she picks it from her phone: the press wakes the picker and opens the chooser.
    const chooser = spanish.waitForEvent('filechooser');
    await spanish.getByText('Agregar fotos').click();
    await (await chooser).setFiles({ name: 'lote.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    await expect(spanish.locator('[data-photo-state="done"]')).toHaveCount(1);
    await expectNoSeriousViolations(spanish);
    await spanish.getByRole('button', { name: 'Reservar este horario' }).click();
    await expect(spanish.getByRole('heading', { name: 'Su consulta está agendada' })).toBeVisible();
    await reviewShot(spanish, {
      path: test.info().outputPath('booking-confirmed-es-390.png'),
      fullPage: true,
    });

    // The owner, on his phone: the request is in his inbox; he opens it and cancels the visit.
    await page.goto('/admin/contact-forms');
    await page
      .getByRole('link', { name: /Ana Reyes/ })
      .first()
      .click();
    const consultation = page.getByTestId('lead-consultations');
    await expect(consultation).toContainText('On-site visit');
    await expect(page.getByTestId('lead-page').getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
    await expect(consultation).toContainText('Booked');
    await consultation.getByRole('button', { name: 'Cancel consultation' }).click();
    await consultation.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(consultation).toContainText('Cancelled');
    await expect
      .poll(
        () => smtp.acknowledgements.concat(smtp.messages).map((mail) => mail.subject ?? ''),
        withinAMinute,
      )
      .toContainEqual(expect.stringMatching(/^Se canceló su consulta del /));
  } finally {
    await resetAlerts(page.request);
  }
});
