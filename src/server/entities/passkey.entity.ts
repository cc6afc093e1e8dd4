import { defineEntity, p } from '@mikro-orm/postgresql';

/** A WebAuthn credential (passkey) registered by an administrator: a second factor, or both factors at once. */
const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    id: p.integer().primary(),
    userId: p.integer().index(),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: p.string().length(1400).unique(),
    /** The COSE public key, base64url. */
    publicKey: p.text(),
    /** The signature counter the authenticator reported last (0 for those that keep none). */
    counter: p.bigint('number').default(0),
    /** How the browser reaches it (usb, internal, hybrid...): given back at sign-in so it is offered first. */
    transports: p.array().default([]),
    /** The owner's name for it ("iPhone", "YubiKey"). */
    name: p.string().length(60),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);
