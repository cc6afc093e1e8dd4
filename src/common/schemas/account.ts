import { z } from 'zod';
import { ACCOUNT } from '../messages';

/**
 * A browser's answer to a passkey ceremony (@simplewebauthn/browser's startAuthentication or startRegistration),
 * taken as one JSON object: its fields (ids, signatures, CBOR, client data) are checked by @simplewebauthn/server,
 * whose refusal is a 400 naming `response`. The body's size and depth are bounded before it is parsed.
 */
const passkeyResponse = z.record(z.string().max(40), z.unknown(), {
  error: 'response must be a passkey answer',
});
export const passkeyAssertion = passkeyResponse;
export const passkeyAttestation = passkeyResponse;

/** An authenticator code (6 digits) or a recovery code, as typed. */
export const secondFactorCode = z
  .string({ error: ACCOUNT.codeFormat })
  .trim()
  .min(6, ACCOUNT.codeFormat)
  .max(40, ACCOUNT.codeFormat);

/**
 * Proof of the second factor for a change to the account: a code, or a passkey's answer to this browser's
 * `admin.account.proofOptions`.
 */
export const factorProof = z
  .object({ code: secondFactorCode.optional(), passkey: passkeyAssertion.optional() })
  .optional();
export type FactorProof = z.infer<typeof factorProof>;

export const passkeyName = z
  .string({ error: ACCOUNT.passkeyName })
  .trim()
  .min(1, ACCOUNT.passkeyName)
  .max(60, ACCOUNT.passkeyName);

/** Where a sign-in stands: signed in, or a second factor to verify or to set up first. */
export const nextStepOutput = z.enum(['done', 'verify', 'enrol']);
