import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { REVIEW_SHOTS } from '../support/admin-session';
import { reviewShot, reviewShotsAt } from '../support/screenshots';

/**
 * Passkeys are bound to a host name, never an address: this journey uses http://localhost (PUBLIC_URL's host in
 * the e2e server), not the 127.0.0.1 of the other specs.
 */
const LOCAL = `http://localhost:${process.env.E2E_PORT}`;
/** The recovery codes shown at registration, kept so a failed run can still take the passkey off the e2e owner. */
const CODES_FILE = path.join(os.tmpdir(), `scb-e2e-recovery-${process.env.E2E_PORT}.json`);

/** Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator that verifies its user at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * The other specs sign the owner in with a password alone: a passkey left by a failed run is removed with the
 * saved recovery codes (one finishes the sign-in, one confirms the removal).
 */
async function removeLeftoverPasskeys(request: APIRequestContext) {
  if (!existsSync(CODES_FILE)) return;
  const codes = JSON.parse(readFileSync(CODES_FILE, 'utf8')) as string[];
  const login = await request.post(`${LOCAL}/api/auth/login`, { data: E2E_ADMIN });
  if ((await login.json()).step === 'verify') {
    await request.post(`${LOCAL}/api/auth/second-factor`, { data: { code: codes.pop() } });
    const overview = await (await request.get(`${LOCAL}/api/admin/account`)).json();
    for (const passkey of overview.passkeys ?? []) {
      await request.post(`${LOCAL}/api/admin/account/passkeys/${passkey.id}/remove`, {
        data: { proof: { code: codes.pop() } },
      });
    }
  }
  rmSync(CODES_FILE, { force: true });
}

test.afterEach(async ({ request }) => removeLeftoverPasskeys(request));

test('a passkey: added in the Account tab, then it alone signs in, and it is removed with itself as proof @looks', async ({
  page,
  browser,
}) => {
  await addVirtualAuthenticator(page);
  const login = await page.request.post(`${LOCAL}/api/auth/login`, { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto(`${LOCAL}/admin/account`);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');

  const passkeys = page.getByTestId('passkeys');
  await passkeys.getByLabel('Name of the new passkey').fill('Test laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  // The first second factor comes with the recovery codes, shown this once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  writeFileSync(CODES_FILE, JSON.stringify(await codes.allTextContents()));
  await expect(passkeys.getByTestId('passkey-row')).toHaveCount(1);
  await expect(passkeys.getByTestId('passkey-row')).toContainText('Test laptop');
  await expect(page.getByTestId('session-row').getByText('This device', { exact: true })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    // The panel's own switch, as the owner sets it (client/public/theme-init.js); the codes are not shown again.
    if (scheme === 'dark') {
      await page.evaluate(() => localStorage.setItem('summit-coast-theme', 'dark'));
      await page.reload();
      await expect(passkeys.getByTestId('passkey-row')).toHaveCount(1);
    }
    await reviewShotsAt(
      page,
      [390, 1280].map((width) => ({ width, height: 900 })),
      ({ width }) =>
        reviewShot(page, { path: `${REVIEW_SHOTS}/account-${width}-${scheme}.png`, fullPage: true }),
    );
  }
  await page.evaluate(() => localStorage.removeItem('summit-coast-theme'));

  // Elsewhere (another browser, no passkey in it), the password alone now stops at the second-factor step.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(`${LOCAL}/login`);
  await elsewhere.getByLabel('Username').fill(E2E_ADMIN.username);
  await elsewhere.getByLabel('Password').fill(E2E_ADMIN.password);
  await elsewhere.getByRole('button', { name: 'Sign In' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(elsewhere.getByRole('button', { name: 'Use your passkey' })).toBeVisible();
  await reviewShot(elsewhere, { path: `${REVIEW_SHOTS}/second-factor-step.png` });
  expect((await elsewhere.request.get(`${LOCAL}/api/admin/account`)).status()).toBe(401);
  await elsewhere.close();

  // Signing out ends this device only; the passkey alone signs back in (both factors).
  // Chromium's virtual authenticator may answer the sign-in page's passkey autofill by itself, at any moment after
  // /login shows (on a loaded machine, seconds later): either that signs back in, or the page's button is pressed
  // while the page shows it. No time window decides which.
  const signedOut = page.waitForResponse((response) => response.url().includes('/trpc/public.auth.logout'));
  const onLoginPage = page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign out of this device' }).click();
  // It asks first: the device in hand is the one signed out.
  await page
    .getByRole('alertdialog', { name: 'Sign out of this device?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  expect((await signedOut).ok()).toBe(true);
  await onLoginPage;
  const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
  await expect(async () => {
    if (await usePasskey.isVisible()) await usePasskey.click({ timeout: 1000 }).catch(() => {});
    expect(page.url()).toMatch(/\/admin/);
  }).toPass();
  const me = await page.request.get(`${LOCAL}/api/auth/me`);
  expect(await me.json()).toMatchObject({ username: E2E_ADMIN.username, step: 'done' });

  // Removing it asks for the second factor again: the passkey itself.
  await page.goto(`${LOCAL}/admin/account`);
  await passkeys.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await dialog.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByTestId('passkey-row')).toHaveCount(0);
  await expect(page.getByTestId('recovery-left')).toContainText(
    'Set up a passkey or the authenticator app first',
  );
  rmSync(CODES_FILE, { force: true });
});
