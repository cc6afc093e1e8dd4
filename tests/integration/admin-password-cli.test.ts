import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { AdminSession, User } from '../../src/server/entities';
import { setAdminPassword } from '../../src/server/services/admin-user';
import { verifyPassword } from '../../src/server/services/passwords';
import { createTestDatabase } from '../support/database';
import { runCommand } from '../support/server-process';

let database: { orm: Orm; url: string };
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(os.tmpdir(), 'scb-admin-password-'));
});
afterAll(async () => {
  await database.orm.close();
  await rm(folder, { recursive: true, force: true });
});

/**
 * The admin-password command with ADMIN_USERNAME left at its default "admin": the name the command used to fall back
 * on, creating a second account. Compiled, as the image runs it; the first case runs `npm run admin:password`'s
 * own command line (the source through tsx).
 */
function adminPassword(args: string[], env: Record<string, string> = {}, options = {}) {
  return runCommand(
    'admin-password',
    args,
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(folder, 'data'),
      ...env,
    },
    options,
  );
}

/** A signed-in browser of the account (a row of admin_sessions, as a sign-in makes). */
const signIn = async (username: string) => {
  const em = database.orm.em.fork();
  const user = await em.findOneOrFail(User, { username });
  em.create(AdminSession, {
    id: randomBytes(24).toString('base64url').slice(0, 32),
    userId: user.id,
    stage: 'full',
    device: 'Chrome on macOS',
    ip: '203.0.113.9',
  });
  await em.flush();
};

const users = async () => {
  const em = database.orm.em.fork();
  const sessionsOf = new Map<number, number>();
  for (const session of await em.find(AdminSession, {}))
    sessionsOf.set(session.userId, (sessionsOf.get(session.userId) ?? 0) + 1);
  return (await em.find(User, {}, { orderBy: { id: 'asc' } })).map((user) => ({
    username: user.username,
    sessions: sessionsOf.get(user.id) ?? 0,
    passwordHash: user.passwordHash,
  }));
};

const passwordOf = async (username: string) =>
  (await database.orm.em.fork().findOneOrFail(User, { username })).passwordHash;

// Each case starts the command afresh.
describe('npm run admin:password', () => {
  it('refuses when there is no administrator yet, and says how to create one', async () => {
    const result = await adminPassword([], { ADMIN_PASSWORD: 'a long new password' }, { fromSource: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/There is no administrator yet\. To create one: .*--create <username>/);
    expect(await users()).toEqual([]);
  });

  it('without a name, sets the password of the only administrator (not ADMIN_USERNAME) and ends her sessions', async () => {
    await setAdminPassword(database.orm.em.fork(), 'maria', 'the old password');
    await signIn('maria');
    expect((await users())[0]?.sessions).toBe(1);
    const result = await adminPassword([], { ADMIN_PASSWORD: 'a long new password' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Password of maria set from ADMIN_PASSWORD.\nEvery session of maria has ended.\nIts passkeys, authenticator app and recovery codes were removed: a new second factor is set up at the next sign-in.\n',
    );
    const [maria, ...others] = await users();
    expect(others).toEqual([]);
    expect(maria?.sessions).toBe(0);
    expect(await verifyPassword(maria?.passwordHash, 'a long new password')).toBe(true);
  });

  it('refuses a name that does not exist, listing the administrators, and changes nothing', async () => {
    const before = await users();
    const result = await adminPassword(['admin'], { ADMIN_PASSWORD: 'a long new password' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'There is no administrator "admin". Administrators: "maria". To create a new one: npm run admin:password -- --create <username>\n',
    );
    expect(await users()).toEqual(before);
  });

  it('creates an account only with --create, and never one that exists', async () => {
    const created = await adminPassword(['--create', 'luis']);
    expect(created.code).toBe(0);
    const password = /^Administrator luis created\. Password: (\S+)$/m.exec(created.stdout)?.[1];
    expect(await verifyPassword(await passwordOf('luis'), password ?? '')).toBe(true);

    const again = await adminPassword(['--create', 'maria'], { ADMIN_PASSWORD: 'a long new password' });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /There is already an administrator "maria"; to change its password, leave out --create/,
    );
    expect((await users()).map((user) => user.username)).toEqual(['maria', 'luis']);
  });

  it('with several administrators and no name refuses, listing them; with a name changes that one only', async () => {
    await signIn('maria');
    await signIn('luis');
    const before = await users();
    const unnamed = await adminPassword([], { ADMIN_PASSWORD: 'a long new password' });
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toMatch(/There are 2 administrators: "maria", "luis"\. Name the one/);
    expect(await users()).toEqual(before);

    const named = await adminPassword(['luis']);
    expect(named.code).toBe(0);
    const password = /^New password of luis: (\S+)$/m.exec(named.stdout)?.[1];
    expect(await verifyPassword(await passwordOf('luis'), password ?? '')).toBe(true);
    const after = await users();
    expect(after[0]).toEqual(before[0]);
    expect(before[1]?.sessions).toBe(1);
    expect(after[1]?.sessions).toBe(0);
  });

  it('answers an unknown option or --create without a name with its usage (exit 2)', async () => {
    for (const args of [['--create'], ['--force', 'maria'], ['maria', 'luis']]) {
      const result = await adminPassword(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^Usage: npm run admin:password/);
    }
  });
});
