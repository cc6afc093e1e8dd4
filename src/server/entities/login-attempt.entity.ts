import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty } from './timestamps';

/**
 * Every sign-in attempt: the login page promises they are logged, and throttling is computed from here. An attempt
 * whose password was checked (or is being checked) is a row of its own; refused ones are counted, not listed: one
 * row per username and address per throttle window (services/refused-sign-ins.ts).
 */
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
    /** Null only on a row counting refusals of more usernames from one address than get rows of their own. */
    username: p.string().length(100).nullable(),
    /** Null only on a row counting refusals of one username from more addresses than get rows of their own. */
    ip: p.string().length(64).nullable(),
    /** The browser's id from its sealed known-device cookie, when it has one: its own failures count against it. */
    deviceId: p.string().length(36).nullable(),
    succeeded: p.boolean(),
    /** Refused before the password was checked (throttled, or the server too busy to check it); not counted. */
    throttled: p.boolean().default(false),
    /** How many attempts the row stands for: 1, or the refusals counted into it. */
    attempts: p.integer().default(1),
    /** The latest refusal counted into the row; null while it stands for one attempt. */
    lastAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
