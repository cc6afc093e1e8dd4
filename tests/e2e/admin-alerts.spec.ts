import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin-session';
import { alertStandIns, resetAlerts } from '../support/alerts';
import { REVIEW, reviewShot } from '../support/screenshots';

const OWNER = 'owner@example.com';
const lead = {
  name: 'Phone Owner Lead',
  // A visitor's address is acknowledged once a day: a retry (a new worker) writes as a new visitor.
  email: `visitor-${Date.now()}@example.com`,
  phone: '(310) 555-0199',
  projectType: 'Home Remodel',
  message: 'Kitchen and two baths.',
};

test.describe('alerts the owner sets himself @looks', () => {
  const standIns = alertStandIns();

  test('on a phone: an installable panel, alerts set and tested, a push that opens the lead, a failure on the card', async ({
    page,
  }) => {
    const { smtp, push } = standIns;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    // A retry starts from no alerts too.
    await resetAlerts(page.request);
    try {
      // The panel is an installable app: its manifest, and a service worker scoped to /admin.
      const manifest = await (await page.request.get('/admin.webmanifest')).json();
      expect(manifest).toMatchObject({ scope: '/admin', display: 'standalone' });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/admin');

      await page.goto('/admin/contact-forms');
      await expect(page.getByTestId('notifications-notice')).toContainText('E-mail alerts are off');
      await page.getByRole('button', { name: 'Set up alerts' }).click();
      await expect(page).toHaveURL(/\/admin\/contact-forms\/alerts$/);
      const form = page.getByRole('form', { name: 'Alert settings' });
      await form.getByLabel('Alert addresses').fill(OWNER);
      // Saved with no mail server, the panel says e-mail is still off, not merely "saved".
      await form.getByRole('button', { name: 'Save alerts' }).click();
      await expect(page.getByText('Saved, but e-mail alerts are still off')).toBeVisible();
      // A provider fills in its server; the hint says which password it takes.
      await form.getByRole('button', { name: 'Gmail' }).click();
      await expect(form.getByLabel('Server')).toHaveValue('smtp.gmail.com');
      await expect(form.getByLabel('Port')).toHaveValue('587');
      await expect(form.getByLabel('User name')).toHaveValue(OWNER);
      await expect(form.getByTestId('mail-preset-password')).toContainText('app password');
      await form.getByLabel('Server').fill('127.0.0.1');
      await form.getByLabel('Security').selectOption('none');
      await form.getByLabel('User name').fill('mailer');
      await form.getByLabel('Password').fill('a-secret-password');
      // A server that cannot be reached is not saved: the panel says why beside the field.
      await form.getByLabel('Port').fill('1');
      await form.getByRole('button', { name: 'Save alerts' }).click();
      await expect(
        form.getByText('Not saved: the mail server 127.0.0.1:1 could not be reached', { exact: false }),
      ).toBeVisible();
      await form.getByLabel('Port').fill(String(smtp.port));
      await form.getByRole('button', { name: 'Save alerts' }).click();
      await expect(page.getByTestId('smtp-password-state')).toHaveText(/A password is saved/);
      await expect(form.getByLabel('Password')).toHaveValue('');
      await expect(page.getByTestId('notifications-notice')).toContainText(
        `E-mail alerts are on: each new request is e-mailed to ${OWNER}`,
      );
      await expect(page.getByText(`Each new request is e-mailed to ${OWNER}.`)).toBeVisible();
      await expect(
        page.getByText('Each visitor gets an e-mail that his request arrived.', { exact: false }),
      ).toBeVisible();

      // Chromium subscribes only with a real push service: this device is stored through the API, as the button does.
      const phone = push.device();
      const subscribed = await page.request.post('/api/admin/alerts/devices', {
        data: { ...phone.subscription, deviceLabel: 'Android · Chrome' },
      });
      expect(subscribed.ok()).toBe(true);
      await page.reload();
      const devices = page.getByRole('list', { name: 'Devices with alerts on' });
      await expect(devices).toContainText('Android · Chrome');
      await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible();

      // This browser has no push service to subscribe with: the control says what happened instead of failing quietly.
      await page.context().grantPermissions(['notifications']);
      await page.getByRole('button', { name: 'Turn on alerts on this device' }).click();
      await expect(page.getByTestId('alert-devices').getByRole('alert')).not.toBeEmpty();

      await page.getByRole('button', { name: 'Send test alert' }).click();
      const result = page.getByRole('status', { name: 'Test alert result' });
      await expect(result).toContainText(`127.0.0.1:${smtp.port} accepted it for ${OWNER}`);
      await expect(result).toContainText('Push: delivered to 1 of 1 devices.');
      expect(smtp.messages.at(-1)?.subject).toContain('Test alert');
      expect(push.received.at(-1)?.payload?.title).toBe('Test alert');
      await reviewShot(page, { path: 'test-results/screenshots/alerts-phone-light.png', fullPage: true });
      if (REVIEW) {
        for (const [theme, width] of [
          ['light', 1280],
          ['dark', 1280],
          ['dark', 390],
        ] as const) {
          await page.evaluate((value) => localStorage.setItem('summit-coast-theme', value), theme);
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await expect(page.getByRole('button', { name: 'Send test alert' })).toBeVisible();
          await reviewShot(page, {
            path: `test-results/screenshots/alerts-${width}-${theme}.png`,
            fullPage: true,
          });
        }
        await page.evaluate(() => localStorage.setItem('summit-coast-theme', 'light'));
        await page.setViewportSize({ width: 390, height: 844 });
      }

      // A lead: its push carries the lead's own address, which opens it in the panel.
      const sent = await page.request.post('/api/contact', { data: lead });
      expect(sent.ok()).toBe(true);
      const { id } = await sent.json();
      await expect
        .poll(() => push.received.find((m) => m.payload?.tag === `lead-${id}`)?.payload?.url)
        .toBe(`/admin/contact-forms/${id}`);
      await page.goto(`/admin/contact-forms/${id}`);
      await expect(page.getByRole('combobox', { name: 'Panel section' })).toHaveValue('contact');
      // The lead's own page (not a card in the list).
      await expect(
        page.getByTestId('lead-page').getByRole('heading', { level: 2, name: lead.name }),
      ).toBeVisible();
      // The visitor was told his request arrived, and the lead says so.
      await expect
        .poll(() => smtp.acknowledgements.map((mail) => mail.to?.[0]?.address))
        .toContain(lead.email);
      await page.reload();
      await expect(page.getByTestId('acknowledgement-status')).toHaveText(
        'Visitor e-mailed: request arrived',
      );

      // A push the service refuses is shown on the lead's card.
      push.answer(500);
      const unlucky = await page.request.post('/api/contact', { data: { ...lead, name: 'Unlucky Lead' } });
      expect(unlucky.ok()).toBe(true);
      await expect
        .poll(
          async () =>
            ((await (await page.request.get('/api/admin/alerts/failures')).json()) as unknown[]).length,
        )
        .toBeGreaterThan(0);
      await page.goto('/admin/contact-forms');
      const card = page.getByTestId('contact-submission').filter({ hasText: 'Unlucky Lead' }).first();
      await expect(card.getByTestId('alert-failed')).toContainText(
        'Alert failed: Push: Android · Chrome: the push service answered 500',
      );
      await reviewShot(card, { path: 'test-results/screenshots/alerts-failed-card.png' });
      // The same on the lead's own page, which its card's name opens.
      await card.getByRole('link', { name: 'Unlucky Lead' }).click();
      await expect(page.getByTestId('lead-page').getByTestId('alert-failed')).toContainText(
        'Alert failed: Push: Android · Chrome: the push service answered 500',
      );

      // The owner turns the visitors' e-mail off: the save says what is on, and the next lead says why none went.
      push.answer(201);
      await page.goto('/admin/contact-forms/alerts');
      const acknowledge = page.getByRole('checkbox', {
        name: 'E-mail each visitor that his request arrived',
      });
      await expect(acknowledge).toBeChecked();
      await acknowledge.click({ force: true });
      await page.getByRole('button', { name: 'Save alerts' }).click();
      // The save's notice ends with the device, no longer with the visitors' e-mail.
      await expect(
        page.getByText(new RegExp(`e-mailed to ${OWNER}\\. Push alerts are on for 1 device\\.$`)),
      ).toBeVisible();
      const quiet = await page.request.post('/api/contact', {
        data: { ...lead, name: 'Quiet Lead', email: 'quiet.visitor@example.com' },
      });
      await expect
        .poll(async () => {
          const alerts = await (
            await page.request.get(`/api/admin/alerts/leads/${(await quiet.json()).id}`)
          ).json();
          return (alerts as Array<{ kind: string; note: string | null }>).find(
            (alert) => alert.kind === 'receipt',
          )?.note;
        })
        .toBe('acknowledgements are turned off');
      await page.goto(`/admin/contact-forms/${(await quiet.json()).id}`);
      await expect(page.getByTestId('acknowledgement-status')).toHaveText(
        'Visitor not e-mailed: acknowledgements are turned off',
      );

      // The owner turns the device off and removes the saved password: both show at once.
      await page.goto('/admin/contact-forms/alerts');
      await page.getByRole('button', { name: 'Turn off alerts on Android · Chrome' }).click();
      await expect(page.getByRole('list', { name: 'Devices with alerts on' })).toBeHidden();
      await page.getByRole('button', { name: 'Remove the saved password' }).click();
      await expect(page.getByTestId('smtp-password-state')).toHaveText(/will be removed when you save/);
      // A user name with no password cannot sign in, and is not saved so: the server here takes mail without one.
      // Beside the field: the notices show one at a time, so the same words in a notice come and go with the hour.
      await page.getByRole('button', { name: 'Save alerts' }).click();
      await expect(form.getByText('refused the user name or password', { exact: false })).toBeVisible();
      await form.getByLabel('User name').fill('');
      await page.getByRole('button', { name: 'Save alerts' }).click();
      await expect(page.getByTestId('smtp-password-state')).toHaveText('No password saved.');
    } finally {
      push.answer(201);
      await resetAlerts(page.request);
    }
  });
});
