import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { fillSite } from '../support/backup';
import { createTestDatabase } from '../support/database';

type App = Awaited<ReturnType<typeof startTestApp>>;

let orm: Orm;
let url: string;
/** Two instances on one database, as on Cloud Run. */
let first: App;
let second: App;

async function finished(app: App) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = await app.http.get('/api/admin/backups');
    if (!status.body.running && status.body.lastRun?.state !== 'running') return status.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backup never finished');
}

const sql = (text: string) => orm.em.getConnection().execute(text);

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
  await createAdmin(orm);
  first = await startTestApp(orm);
  second = await startTestApp(orm);
  await fillSite(orm, first.storage);
  await first.http.login();
  await second.http.login();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await orm.close();
});

describe('"Back up now"', () => {
  it('starts one backup for many requests at once, on any instance', async () => {
    const answers = await Promise.all(
      [first, second, first, second, first, second].map((app) => app.http.post('/api/admin/backups')),
    );
    // Before: every instance started its own (each answered { started: true }), and nothing limited how often.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect([409, 429]).toContain(refused.status);
      expect([MESSAGES.backupRunning, MESSAGES.backupTooSoon(10)]).toContain(refused.body.message);
    }
    await finished(first);
    await finished(second);
  });

  it('then refuses another for 10 minutes, on every instance, saying when to try again', async () => {
    for (const app of [first, second]) {
      const answer = await app.http.post('/api/admin/backups');
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe(MESSAGES.backupTooSoon(10));
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    }
    const trpc = await second.http.post('/trpc/admin.backups.create', {});
    expect(trpc.status).toBe(429);
  });

  it('refuses with 409 while any instance takes a backup, and starts one again once 10 minutes passed', async () => {
    await sql("update backup_requests set requested_at = requested_at - interval '11 minutes'");
    // Another instance (or the daily backup) holding the backup lock.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock(hashtextextended('app:backup', 0))");
      const busy = await first.http.post('/api/admin/backups');
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(MESSAGES.backupRunning);
    } finally {
      await other.end();
    }
    const started = await second.http.post('/api/admin/backups');
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ started: true });
    const status = await finished(second);
    expect(status.lastRun).toMatchObject({ kind: 'manual', state: 'succeeded' });
    const requests = await sql('select actor from backup_requests order by requested_at');
    expect(requests.map((row) => row.actor)).toEqual(['owner', 'owner']);
  });
});
