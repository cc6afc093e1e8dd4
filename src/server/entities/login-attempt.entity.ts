import { defineEntity, p } from '@mikro-orm/postgresql';

/** Every sign-in attempt: the login page promises they are logged, and throttling is computed from here. */
const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  indexes: [{ properties: ['username', 'createdAt'] }, { properties: ['ip', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100),
    ip: p.string().length(64),
    succeeded: p.boolean(),
    /** Refused before the password was checked; not counted towards the next throttle decision. */
    throttled: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
