import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty } from './timestamps';

/** Every sign-in attempt: the login page promises they are logged, and throttling is computed from here. */
const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  indexes: [
    { properties: ['username', 'createdAt'] },
    { properties: ['ip', 'createdAt'] },
    { properties: ['deviceId', 'createdAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100),
    ip: p.string().length(64),
    /** The browser's id from its sealed known-device cookie, when it has one: its own failures count against it. */
    deviceId: p.string().length(36).nullable(),
    succeeded: p.boolean(),
    /** Refused before the password was checked (throttled, or the server too busy to check it); not counted. */
    throttled: p.boolean().default(false),
    createdAt: createdAtProperty(),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
