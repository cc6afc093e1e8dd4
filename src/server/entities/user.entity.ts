import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty } from './timestamps';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100).unique(),
    passwordHash: p.text(),
    /** Bumped on logout: sealed cookies carry the version they were issued with, older ones stop working. */
    sessionVersion: p.integer().default(1),
    createdAt: createdAtProperty(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
