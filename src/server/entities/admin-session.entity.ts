import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * One signed-in browser of an administrator. The sealed session cookie carries only this row's id, so the owner
 * can see his devices and end any one of them (deleting the row ends it on the next request), and a password or
 * factor change can end all the others.
 */
const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  indexes: [{ properties: ['userId', 'lastSeenAt'] }],
  properties: {
    /** 128 random bits, base64url: never guessable from another row. */
    id: p.string().length(32).primary(),
    userId: p.integer(),
    /**
     * 'password': the password was right but the second factor is still to be verified (or enrolled), so no admin
     * call answers; 'full': signed in.
     */
    stage: p.string().length(10),
    /** "Chrome on macOS": the browser and system as the User-Agent header named them at sign-in. */
    device: p.string().length(100),
    ip: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);
