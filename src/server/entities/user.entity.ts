import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty } from './timestamps';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100).unique(),
    passwordHash: p.text(),
    /** The authenticator app's shared secret (base32); null until one is enrolled. */
    totpSecret: p.string().length(64).nullable(),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is never taken again. */
    totpLastStep: p.bigint('number').nullable(),
    /** When the password was last set (null: before this was recorded). */
    passwordChangedAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
