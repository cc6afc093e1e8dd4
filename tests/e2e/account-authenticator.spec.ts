import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { URI } from 'otpauth';
import { E2E_ADMIN } from '../../playwright.config';
import { REVIEW_SHOTS, signIn } from '../support/admin-session';
import { reviewShot } from '../support/screenshots';

/** The recovery codes shown when the app is turned on, kept so a failed run can still turn it off. */
const CODES_FILE = path.join(os.tmpdir(), `scb-e2e-totp-recovery-${process.env.E2E_PORT}.json`);

/** The other specs sign the owner in with a password alone: an authenticator left on by a failed run is turned off. */
async function turnOffLeftoverAuthenticator(request: APIRequestContext) {
  if (!existsSync(CODES_FILE)) return;
  const codes = JSON.parse(readFileSync(CODES_FILE, 'utf8')) as string[];
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  if ((await login.json()).step === 'verify') {
    await request.post('/api/auth/second-factor', { data: { code: codes.pop() } });
    await request.post('/trpc/admin.account.removeTotp', {
      data: { json: { proof: { code: codes.pop() } } },
    });
  }
  rmSync(CODES_FILE, { force: true });
}

test.afterEach(async ({ request }) => turnOffLeftoverAuthenticator(request));
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the authenticator app set up on the phone in hand: its link, its key in groups to copy, its code', {
  tag: '@looks',
}, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-write']);
  // The panel may write the clipboard, never read it (Permissions-Policy): what it writes is recorded here.
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { copied });
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      copied.push(text);
      return write(text);
    };
  });
  const lastCopied = () => page.evaluate(() => (window as unknown as { copied: string[] }).copied.at(-1));
  await signIn(page, 'account');
  const section = page.getByTestId('authenticator');
  await section.getByRole('button', { name: 'Set up' }).click();

  // The link opens the phone's authenticator app with the site in it (a QR code cannot be scanned by its own phone).
  const link = section.getByRole('link', { name: 'Open in my authenticator app' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^otpauth:\/\/totp\//);
  const totp = URI.parse(href);
  const secret = totp.secret.base32;
  // The key in groups of four, none broken across lines, and copied whole.
  const key = section.getByTestId('totp-key');
  await expect(key).toHaveText(secret);
  expect(await key.locator('span').allTextContents()).toEqual(secret.match(/.{1,4}/g));
  for (const group of await key.locator('span').all()) {
    expect(await group.evaluate((element) => element.getClientRects().length)).toBe(1);
  }
  await section.getByRole('button', { name: 'Copy the key' }).click();
  await expect(page.getByText('Key copied: paste it in your authenticator app')).toBeVisible();
  expect(await lastCopied()).toBe(secret);
  await reviewShot(page, { path: `${REVIEW_SHOTS}/totp-setup-390.png`, fullPage: true });

  // The code the app would show turns it on; the recovery codes are worded for a phone, to copy or save.
  await section.getByLabel('Code from the app').fill(totp.generate());
  await section.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByTestId('recovery-codes');
  await expect(recovery).toContainText('password manager');
  await expect(recovery).not.toContainText('this computer');
  const codes = await recovery.getByRole('listitem').allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  writeFileSync(CODES_FILE, JSON.stringify(codes));
  await recovery.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Recovery codes copied')).toBeVisible();
  expect(await lastCopied()).toBe(`${codes.join('\n')}\n`);
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  // Turned off again (the other specs sign in with a password alone), a recovery code as the proof.
  await section.getByRole('button', { name: 'Turn off' }).click();
  const proof = page.getByRole('dialog', { name: 'Turn off the authenticator app?' });
  await proof.getByLabel('Authenticator code or recovery code').fill(codes[0] ?? '');
  await proof.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Authenticator app turned off')).toBeVisible();
  rmSync(CODES_FILE, { force: true });
});
