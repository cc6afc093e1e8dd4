import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { BRAND } from '../../../common/constants';
import { ACCOUNT } from '../../../common/messages';
import { Passkey, PasskeyChallenge, type User } from '../../entities';
import type { Env } from '../../env';
import { InvalidInput } from '../errors';
import type { SessionHandle } from '../session';
import { lockUntilTransactionEnds } from '../transaction-locks';

/** Loaded at the first ceremony: the library and its certificate parsers are a large part of a cold start. */
const webauthn = () => import('@simplewebauthn/server');

/** A ceremony must finish within this time of its options being handed out. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Ceremonies kept at once, all browsers together. Anyone may ask for sign-in options, so the rows are bounded:
 * past this many the oldest are dropped (their browsers are asked to start again), and none outlives its five
 * minutes.
 */
const MAX_PENDING_CHALLENGES = 1_000;

type Purpose = 'sign-in' | 'proof' | 'register';

/** The site's WebAuthn identity: its host name, and the one origin its pages are served from (PUBLIC_URL). */
function relyingParty(env: Pick<Env, 'publicUrl'>) {
  const url = new URL(env.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (passkey: Passkey) => passkey.transports as AuthenticatorTransport[];

/** The key of the lock that lets one ceremony at a time trim the table, the same in every instance. */
const CHALLENGE_TRIM_LOCK = 'passkey-challenges:trim';

/**
 * Keeps a new ceremony's challenge on the server, in place of this browser's earlier one; the cookie names its row.
 * Expired rows, and the oldest sign-in challenges past MAX_PENDING_CHALLENGES, go at the same time. Anyone may ask
 * for a sign-in challenge, so only those are trimmed by number: a flood of them never takes the signed-in owner's
 * own ceremony (adding a passkey, confirming one). The trims take turns (a transaction-scoped advisory lock):
 * concurrent ones deleted overlapping rows in different orders and deadlocked.
 */
async function rememberChallenge(em: EntityManager, handle: SessionHandle, purpose: Purpose, value: string) {
  const id = randomBytes(16).toString('base64url');
  await em.transactional(async (tx) => {
    await lockUntilTransactionEnds(tx, CHALLENGE_TRIM_LOCK);
    const stale = new Date(Date.now() - CHALLENGE_TTL_MS);
    await tx.nativeDelete(PasskeyChallenge, {
      $or: [{ createdAt: { $lt: stale } }, ...(handle.challengeId ? [{ id: handle.challengeId }] : [])],
    });
    await tx.insert(PasskeyChallenge, { id, purpose, challenge: value, createdAt: new Date() });
    if (purpose === 'sign-in') {
      const beyond = tx
        .createQueryBuilder(PasskeyChallenge)
        .select('id')
        .where({ purpose: 'sign-in' })
        .orderBy({ createdAt: 'desc' })
        .offset(MAX_PENDING_CHALLENGES);
      await tx
        .createQueryBuilder(PasskeyChallenge)
        .delete({ id: { $in: beyond } })
        .execute();
    }
  });
  handle.challengeId = id;
  await handle.save();
}

/**
 * The challenge of this browser's ceremony, spent as it is read: only the answer whose delete removed the row goes
 * on (of two answers racing, one gets it, the other nothing), so each challenge is good for one answer only,
 * whatever copy of the cookie comes back.
 */
async function takeChallenge(em: EntityManager, handle: SessionHandle, purpose: Purpose): Promise<string> {
  const id = handle.challengeId;
  if (id) {
    handle.challengeId = undefined;
    await handle.save();
  }
  const row = id ? await em.findOne(PasskeyChallenge, { id }, { refresh: true }) : null;
  const spent = row !== null && (await em.nativeDelete(PasskeyChallenge, { id: row.id })) === 1;
  if (!row || !spent || row.purpose !== purpose || Date.now() - row.createdAt.getTime() > CHALLENGE_TTL_MS) {
    throw InvalidInput.field('response', ACCOUNT.passkeyChallengeGone);
  }
  return row.challenge;
}

export const passkeysOf = (em: EntityManager, userId: number) =>
  em.find(Passkey, { userId }, { orderBy: { createdAt: 'asc' } });

/** Options for registering a new passkey of `user`: one per authenticator (those he has are excluded). */
export async function registrationOptions(em: EntityManager, env: Env, handle: SessionHandle, user: User) {
  const { rpID } = relyingParty(env);
  const existing = await passkeysOf(em, user.id);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: BRAND.name,
    rpID,
    userName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
    // A discoverable credential: it can sign in from the username field's autofill, without a password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await rememberChallenge(em, handle, 'register', options.challenge);
  return options;
}

/** Verifies the browser's answer to `registrationOptions` and stores the passkey under the owner's name for it. */
export async function registerPasskey(
  em: EntityManager,
  env: Env,
  handle: SessionHandle,
  user: User,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const expectedChallenge = await takeChallenge(em, handle, 'register');
  const { rpID, origin } = relyingParty(env);
  const verification = await (await webauthn())
    .verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
    .catch(() => null);
  if (!verification?.verified) throw InvalidInput.field('response', ACCOUNT.passkeyFailed);
  const { credential } = verification.registrationInfo;
  if (await em.count(Passkey, { credentialId: credential.id })) {
    throw InvalidInput.field('response', ACCOUNT.passkeyFailed);
  }
  const passkey = em.create(Passkey, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
  await em.flush();
  return passkey;
}

/**
 * Options for a passkey assertion. For a sign-in from the login page (`user` unknown) any passkey of this site
 * may answer (the browser offers them in the username field's autofill); to confirm a known user, only his.
 */
export async function authenticationOptions(
  em: EntityManager,
  env: Env,
  handle: SessionHandle,
  purpose: 'sign-in' | 'proof',
  user?: User,
) {
  const { rpID } = relyingParty(env);
  const allowed = user ? await passkeysOf(em, user.id) : [];
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    userVerification: 'preferred',
    allowCredentials: allowed.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
  });
  await rememberChallenge(em, handle, purpose, options.challenge);
  return options;
}

/**
 * Verifies an assertion against this browser's challenge and the stored key, and moves the counter forward.
 * `requireUserVerification`: a passkey that stands for both factors must have checked its holder (PIN, face,
 * fingerprint); as a second factor after the password, possession suffices. Returns the passkey it was.
 */
export async function verifyPasskey(
  em: EntityManager,
  env: Env,
  handle: SessionHandle,
  purpose: 'sign-in' | 'proof',
  response: AuthenticationResponseJSON,
  options: { userId?: number; requireUserVerification: boolean },
): Promise<Passkey> {
  const expectedChallenge = await takeChallenge(em, handle, purpose);
  const passkey = await em.findOne(Passkey, { credentialId: String(response.id) });
  if (!passkey || (options.userId !== undefined && passkey.userId !== options.userId)) {
    throw InvalidInput.field('response', ACCOUNT.passkeyUnknown);
  }
  const { rpID, origin } = relyingParty(env);
  const verification = await (await webauthn())
    .verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: options.requireUserVerification,
    })
    .catch(() => null);
  if (!verification?.verified) throw InvalidInput.field('response', ACCOUNT.passkeyFailed);
  passkey.counter = verification.authenticationInfo.newCounter;
  passkey.lastUsedAt = new Date();
  await em.flush();
  return passkey;
}
