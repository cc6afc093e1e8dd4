import { defineEntity, p } from '@mikro-orm/postgresql';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100).unique(),
    passwordHash: p.text(),
    /** Bumped on logout: sealed cookies carry the version they were issued with, older ones stop working. */
    sessionVersion: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
