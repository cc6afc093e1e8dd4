import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_RETENTION } from '../../src/common/history';
import type { Orm } from '../../src/server/db/orm';
import { ActivityEntry, LoginAttempt } from '../../src/server/entities';
import { backupTables } from '../../src/server/services/backup/tables';
import { purgeOldLoginAttempts } from '../../src/server/services/history/retention';
import { MAX_REFUSAL_ROWS } from '../../src/server/services/refused-sign-ins';
import { callerFor, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { WIDE_NET_MS } from '../support/nets';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const DAY = 86_400_000;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  // Behind a trusted proxy, so each test's attacker has an address of its own.
  app = await startTestApp(orm, { TRUST_PROXY: 'loopback' });
  admin = await callerFor(orm, app, await createAdmin(orm));
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const signIn = (username: string, ip: string) =>
  new HttpClient(app.baseUrl).post(
    '/api/auth/login',
    { username, password: 'a wrong guess' },
    { 'x-forwarded-for': ip },
  );

/** `total` sign-ins, `inParallel` at a time: each group arrives together, as a flood does. */
async function flood(total: number, inParallel: number, attempt: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let start = 0; start < total; start += inParallel) {
    const group = Array.from({ length: Math.min(inParallel, total - start) }, (_, i) => attempt(start + i));
    statuses.push(...(await Promise.all(group)).map((result) => result.status));
  }
  return statuses;
}

const refusedRows = (where: { username?: string | null; ip?: string | null }) =>
  orm.em.fork().find(LoginAttempt, { ...where, throttled: true });
const refusedLines = (where: { entityKey?: string | null; ip?: string | null }) =>
  orm.em.fork().find(ActivityEntry, { ...where, action: 'sign-in-throttled' });
const total = (rows: Array<{ attempts: number }>) => rows.reduce((sum, row) => sum + row.attempts, 0);

// Hundreds of real requests each: longer than the default on a busy machine.
describe('a flood of refused sign-ins', { timeout: WIDE_NET_MS }, () => {
  it('is counted in one row and one activity line per username and address, 200 requests arriving 25 at a time', async () => {
    const [username, ip] = ['flood-1', '203.0.113.7'];
    for (let i = 0; i < 5; i++) expect((await signIn(username, ip)).status).toBe(401);
    const statuses = await flood(200, 25, () => signIn(username, ip));
    expect(statuses.every((status) => status === 429)).toBe(true);

    const rows = await refusedRows({ username });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username, ip, attempts: 200 });
    // Beside it, only the 5 attempts whose passwords were checked.
    expect(await orm.em.fork().count(LoginAttempt, { username })).toBe(6);
    const lines = await refusedLines({ entityKey: username });
    expect(lines).toHaveLength(1);
    expect(await orm.em.fork().count(ActivityEntry, { entityKey: username })).toBe(6);

    // The Activity tab's read shows the flood as one line saying how many, as whom, from where and when.
    const page = await admin.admin.activity.list({ kind: 'sign-in', limit: 100 });
    const folded = page.entries.filter((entry) => entry.action === 'sign-in-throttled');
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({
      count: 200,
      entityKey: username,
      ip,
      summary: '200 refused sign-ins (too many attempts) as "flood-1"',
    });
    expect(folded[0]?.lastAt?.getTime()).toBeGreaterThanOrEqual(folded[0]?.at.getTime() ?? Infinity);
  });

  it('from one address cycling through usernames shares one row past the first 20 usernames', async () => {
    const ip = '203.0.113.8';
    for (let i = 0; i < 20; i++) expect((await signIn(`sprayed-${i}`, ip)).status).toBe(401);
    await flood(60, 20, (i) => signIn(`sprayed-more-${i}`, ip));

    const rows = await refusedRows({ ip });
    expect(rows).toHaveLength(MAX_REFUSAL_ROWS + 1);
    expect(total(rows)).toBe(60);
    const shared = rows.find((row) => row.username === null);
    expect(shared?.attempts).toBe(60 - MAX_REFUSAL_ROWS);
    const lines = await refusedLines({ ip });
    expect(lines).toHaveLength(MAX_REFUSAL_ROWS + 1);
    expect(lines.find((line) => line.entityKey === null)?.summary).toBe(
      '40 refused sign-ins (too many attempts) as several usernames',
    );
  });

  it('on one username from ever new addresses shares one row past the first 20 addresses', async () => {
    const username = 'rotated-target';
    for (let i = 0; i < 5; i++) expect((await signIn(username, `198.51.100.${i}`)).status).toBe(401);
    await flood(60, 20, (i) => signIn(username, `192.0.2.${i}`));

    const rows = await refusedRows({ username });
    expect(rows).toHaveLength(MAX_REFUSAL_ROWS + 1);
    expect(total(rows)).toBe(60);
    expect(rows.find((row) => row.ip === null)?.attempts).toBe(60 - MAX_REFUSAL_ROWS);
    const lines = await refusedLines({ entityKey: username });
    expect(lines).toHaveLength(MAX_REFUSAL_ROWS + 1);
    expect(lines.find((line) => line.ip === null)?.summary).toBe(
      '40 refused sign-ins (too many attempts) as "rotated-target" from several addresses',
    );
  });
});

describe('sign-in records', () => {
  it(`are deleted by the nightly purge after ${HISTORY_RETENTION.loginAttemptDays} days`, async () => {
    const em = orm.em.fork();
    const old = new Date(Date.now() - (HISTORY_RETENTION.loginAttemptDays + 1) * DAY);
    const recent = new Date(Date.now() - (HISTORY_RETENTION.loginAttemptDays - 1) * DAY);
    em.create(LoginAttempt, { username: 'long-ago', ip: '10.0.0.1', succeeded: false, createdAt: old });
    em.create(LoginAttempt, { username: 'long-ago', ip: '10.0.0.1', succeeded: false, createdAt: recent });
    await em.flush();
    expect(await purgeOldLoginAttempts(orm.em.fork())).toBe(1);
    const left = await orm.em.fork().find(LoginAttempt, { username: 'long-ago' });
    expect(left.map((row) => row.createdAt)).toEqual([recent]);
  });

  it('restore from archives made before they were counted: the new columns fill themselves in', () => {
    const tables = backupTables(orm.getMetadata());
    for (const [table, columns] of [
      ['login_attempts', ['attempts', 'last_at']],
      ['activity_log', ['count', 'last_at']],
    ] as const) {
      const added = tables.find((candidate) => candidate.name === table)?.columns ?? [];
      for (const name of columns) {
        const column = added.find((candidate) => candidate.name === name);
        // An older row leaves it out: the database gives 1 (one attempt, as each older row was) or null.
        expect(column?.hasDefault || column?.nullable).toBe(true);
      }
    }
  });
});
