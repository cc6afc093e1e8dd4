import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * A passkey ceremony under way in one browser: the challenge its authenticator must sign, kept here (the browser's
 * sealed cookie names only the row's id) so that answering spends it: the row is deleted as it is read, and a
 * replayed older cookie names a row that is gone. Rows live five minutes at most (services/account/passkeys.ts).
 */
const PasskeyChallengeSchema = defineEntity({
  name: 'PasskeyChallenge',
  tableName: 'passkey_challenges',
  properties: {
    /** 128 random bits, base64url. */
    id: p.string().length(32).primary(),
    /** 'sign-in', 'proof' or 'register': an answer counts only for what its options were asked for. */
    purpose: p.string().length(10),
    challenge: p.string().length(128),
    createdAt: p.datetime().index(),
  },
});

export class PasskeyChallenge extends PasskeyChallengeSchema.class {}
PasskeyChallengeSchema.setClass(PasskeyChallenge);
