import type { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import { BRAND } from '../../../common/constants';
import { User } from '../../entities';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is taken too: a phone's clock a little off, a code typed as it changed. */
const WINDOW_STEPS = 1;

const totpOf = (secret: string, username: string) =>
  new TOTP({
    issuer: BRAND.name,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code carries, naming the site and the username. */
export const totpUri = (secret: string, username: string) => totpOf(secret, username).toString();

/** The 30-second step a code is right for (within the window), or null. */
export function totpStepOf(secret: string, username: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, username).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Whether the code is right for the user's authenticator and not used before. The step it belongs to is recorded
 * in the same statement that checks it is newer than the last one taken, so a code (or an older one) is accepted
 * once, even by two requests at the same moment.
 */
export async function acceptTotpCode(em: EntityManager, user: User, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = totpStepOf(user.totpSecret, user.username, code);
  if (step === null) return false;
  const taken = await em.nativeUpdate(
    User,
    { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
    { totpLastStep: step },
  );
  if (taken === 0) return false;
  user.totpLastStep = step;
  return true;
}
