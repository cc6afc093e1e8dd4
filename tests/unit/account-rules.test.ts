import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../src/common/messages';
import { accountEmail } from '../../src/server/services/account/account-mail';
import { deviceName } from '../../src/server/services/account/device-name';
import { isCommonPassword, newPasswordProblem } from '../../src/server/services/account/password-policy';
import {
  looksLikeRecoveryCode,
  normalizeRecoveryCode,
} from '../../src/server/services/account/recovery-codes';
import { totpStepOf } from '../../src/server/services/account/totp';

describe('new passwords', () => {
  it('takes 8 to 256 characters exactly as typed, with no rules about kinds of characters', () => {
    expect(newPasswordProblem('seven c', 'owner')).toBe(ACCOUNT.passwordTooShort(8));
    expect(newPasswordProblem('gravel tide lantern', 'owner')).toBeNull();
    expect(newPasswordProblem(`${'x'.repeat(60)} harbour ${'y'.repeat(59)}`, 'owner')).toBeNull();
    expect(newPasswordProblem('z'.repeat(257), 'owner')).toBe(ACCOUNT.passwordTooLong(256));
  });

  it('refuses common and leaked passwords whatever their case, the username, and the business name', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(newPasswordProblem('iloveyou2', 'owner')).toBe(ACCOUNT.passwordCommon);
    expect(newPasswordProblem('maria-2026-maria', 'maria')).toBe(ACCOUNT.passwordContainsUsername);
    expect(newPasswordProblem('Summit Coast Builders', 'owner')).toBe(ACCOUNT.passwordCommon);
  });
});

describe('recovery codes and authenticator codes', () => {
  it('reads a recovery code however it was typed, and never takes six digits for one', () => {
    expect(normalizeRecoveryCode(' ABCD-efgh jkmn-pqrs ')).toBe('abcdefghjkmnpqrs');
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('takes a code of the step before, now and after, and no other (RFC 6238, 30 s)', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    const codeAt = (timestamp: number) =>
      new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
        timestamp,
      });
    const later = codeAt(now + 30_000);
    expect(totpStepOf(secret, 'x', codeAt(now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, 'x', codeAt(now), now)).toBe(step);
    expect(totpStepOf(secret, 'x', later, now)).toBe(step + 1);
    expect(totpStepOf(secret, 'x', later, now + 90_000)).toBeNull();
  });
});

describe('what the owner is told', () => {
  it('names the browser and system, never the whole User-Agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceName('Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0')).toBe(
      'Firefox on Android',
    );
    expect(deviceName(undefined)).toBe('Unknown browser');
  });

  it('an account e-mail says what, when in Los Angeles time, from which device and address', () => {
    const mail = accountEmail({
      kind: 'password-changed',
      username: 'owner',
      at: new Date('2026-07-04T19:30:00Z'),
      device: 'Safari on iOS',
      ip: '203.0.113.9',
    });
    expect(mail.subject).toContain('Your admin password was changed');
    expect(mail.text).toContain('When: Saturday, July 4, 2026 at 12:30 PM PDT');
    expect(mail.text).toContain('Device: Safari on iOS');
    expect(mail.text).toContain('Address: 203.0.113.9');
  });
});
