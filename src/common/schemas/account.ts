import { z } from 'zod';
import { ACCOUNT } from '../messages';

const base64url = z
  .string()
  .max(8000)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** A browser's answer to a passkey sign-in or confirmation (@simplewebauthn/browser's startAuthentication). */
export const passkeyAssertion = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A browser's answer to a passkey registration (@simplewebauthn/browser's startRegistration). */
export const passkeyAttestation = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(30)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** An authenticator code (6 digits) or a recovery code, as typed. */
export const secondFactorCode = z
  .string({ error: ACCOUNT.codeFormat })
  .trim()
  .min(6, ACCOUNT.codeFormat)
  .max(40, ACCOUNT.codeFormat);

/** Proof of the second factor for a change to the account: a code, or a passkey assertion. */
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
