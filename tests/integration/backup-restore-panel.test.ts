import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { User } from '../../src/server/entities';
import { ADMIN, createAdmin, startTestApp } from '../support/app';
import { editManifest, editTable, fillSite, rewriteArchive, snapshotRows } from '../support/backup';
import { createTestDatabase } from '../support/database';

type App = Awaited<ReturnType<typeof startTestApp>>;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (timestamp: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(SECRET) }).generate({
    timestamp,
  });

let orm: Orm;
let url: string;
let app: App;

/** Takes a backup now and waits for it: its name. */
async function backUp(): Promise<string> {
  expect((await app.http.post('/api/admin/backups')).status).toBe(200);
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = await app.http.get('/api/admin/backups');
    if (!status.body.running && status.body.lastRun?.state === 'succeeded') return status.body.lastRun.name;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backup never finished');
}
const heroTitle = async () =>
  ((await app.http.get('/api/settings')).body as Array<{ key: string; value: string }>).find(
    (row) => row.key === 'hero_title',
  )?.value;

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
  await createAdmin(orm);
  // "Back up now" once per ten minutes: this file takes two.
  app = await startTestApp(orm);
  await fillSite(orm, app.storage);
  await app.http.login();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

describe('restore from the panel', () => {
  it('says what a kept backup holds against the site now, checked whole; confirmed by the second factor it restores, after a safety backup', async () => {
    expect((await app.http.put('/api/settings/hero_title', { value: 'Before the backup' })).status).toBe(200);
    const name = await backUp();
    expect((await app.http.put('/api/settings/hero_title', { value: 'After the backup' })).status).toBe(200);

    const contents = await app.http.get(`/api/admin/backups/${name}/contents`);
    expect(contents.status).toBe(200);
    expect(contents.body.name).toBe(name);
    expect(contents.body.images).toBeGreaterThan(5);
    expect(contents.body.tables).toContainEqual({ name: 'contact_submissions', rows: 2, rowsNow: 2 });

    // With an authenticator set up, the restore asks for its code.
    await orm.em.fork().nativeUpdate(User, { username: ADMIN.username }, { totpSecret: SECRET });
    const without = await app.http.post(`/api/admin/backups/${name}/restore`, {});
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(`proof: ${ACCOUNT.proofRequired}`);
    const wrong = await app.http.post(`/api/admin/backups/${name}/restore`, { proof: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(await heroTitle()).toBe('After the backup');

    const restored = await app.http.post(`/api/admin/backups/${name}/restore`, {
      proof: { code: codeAt(Date.now()) },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.restored).toBe(name);
    expect(restored.body.safetyBackup).toMatch(/pre-restore/);
    // The site serves the restored content at once; the site as it was is a kept backup of its own.
    expect(await heroTitle()).toBe('Before the backup');
    const kept = (await app.http.get('/api/admin/backups')).body.backups as Array<{
      name: string;
      kind: string;
    }>;
    expect(kept).toContainEqual(
      expect.objectContaining({ name: restored.body.safetyBackup, kind: 'pre-restore' }),
    );
    const activity = await app.http.get('/api/admin/activity');
    expect(JSON.stringify(activity.body)).toContain(`Restored the site from the backup of`);
  });

  it('an archive that fails its checks is refused saying why, and nothing changes; an unknown name is a 404', async () => {
    await orm.em.fork().nativeUpdate(User, { username: ADMIN.username }, { totpSecret: null });
    const kept = (await app.http.get('/api/admin/backups')).body.backups as Array<{
      name: string;
      kind: string;
    }>;
    const name = kept.find((backup) => backup.kind === 'manual')?.name as string;
    // Damaged on the disk it is kept on.
    writeFileSync(path.join(app.dataDir, 'backups', name), Buffer.from('not an archive at all'));
    const before = await heroTitle();
    const contents = await app.http.get(`/api/admin/backups/${name}/contents`);
    expect(contents.status).toBe(400);
    expect(contents.body.message).toMatch(/^name: This backup cannot be restored: /);
    const restore = await app.http.post(`/api/admin/backups/${name}/restore`, {});
    expect(restore.status).toBe(400);
    expect(await heroTitle()).toBe(before);

    for (const hostile of ['site-2026-01-01T00-00-00Z.tar.gz', '..%2F..%2Fsecrets.json', 'last-run.json']) {
      expect((await app.http.get(`/api/admin/backups/${hostile}/contents`)).status, hostile).toBe(404);
      expect((await app.http.post(`/api/admin/backups/${hostile}/restore`, {})).status, hostile).toBe(404);
    }
  });

  it('one restore at a time: two at once make one restore and one clear refusal', async () => {
    const kept = (await app.http.get('/api/admin/backups')).body.backups as Array<{
      name: string;
      kind: string;
    }>;
    const name = kept.find((backup) => backup.kind === 'pre-restore')?.name as string;
    const answers = await Promise.all([
      app.http.post(`/api/admin/backups/${name}/restore`, {}),
      app.http.post(`/api/admin/backups/${name}/restore`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBeTruthy();
  });
});

describe('an archive the owner uploads', () => {
  const upload = (body: Uint8Array | string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/admin/backups/upload`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { cookie: app.http.cookie, 'content-type': 'application/gzip', ...headers },
    });
  const kept = async () =>
    (await app.http.get('/api/admin/backups')).body.backups as Array<{ name: string; kind: string }>;
  let good = '';
  let goodBytes = Buffer.alloc(0);

  beforeAll(async () => {
    good = (await kept()).find((backup) => backup.kind === 'pre-restore')?.name as string;
    goodBytes = readFileSync(path.join(app.dataDir, 'backups', good));
  });

  it('is kept as an Uploaded backup once it passes the whole check, and restores from the list', async () => {
    const answer = await upload(goodBytes);
    expect(answer.status).toBe(201);
    const summary = (await answer.json()) as { name: string; kind: string; size: number };
    expect(summary).toMatchObject({ kind: 'uploaded', size: goodBytes.length });
    expect(await kept()).toContainEqual(expect.objectContaining({ name: summary.name, kind: 'uploaded' }));
    expect((await app.http.get(`/api/admin/backups/${summary.name}/contents`)).status).toBe(200);
    expect((await app.http.post(`/api/admin/backups/${summary.name}/restore`, {})).status).toBe(200);
  });

  it('is refused saying why, keeping nothing and changing nothing: hostile archives, wrong type, other sites, signed out', async () => {
    const folder = path.join(app.dataDir, 'hostile');
    const source = path.join(app.dataDir, 'backups', good);
    const made = async (name: string, change: Parameters<typeof rewriteArchive>[2]) => {
      const file = path.join(folder, `${name}.tar.gz`);
      await rewriteArchive(source, file, change);
      return readFileSync(file);
    };
    const { mkdirSync } = await import('node:fs');
    mkdirSync(folder, { recursive: true });
    const hostile: Array<[string, Uint8Array | string, RegExp]> = [
      ['not an archive', 'plain text, not gzip', /^This archive cannot be restored: /],
      [
        'cut short',
        goodBytes.subarray(0, Math.floor(goodBytes.length / 2)),
        /^This archive cannot be restored: /,
      ],
      [
        'a lead the form would refuse',
        await made('bad-lead', (entries) =>
          editTable(entries, 'contact_submissions', (rows) =>
            rows.map((row, index) => (index === 0 ? { ...row, email: 'not an address' } : row)),
          ),
        ),
        /contact_submissions\.jsonl line 1 \(id \d+\): email: /,
      ],
      [
        'sign-ins dated 2099',
        await made('future', (entries) =>
          editTable(entries, 'login_attempts', (rows) => [
            ...rows,
            {
              ...rows[0],
              id: 9000,
              username: 'owner',
              succeeded: false,
              created_at: '2099-01-01T00:00:00+00:00',
            },
          ]),
        ),
        /login_attempts\.jsonl line \d+ \(id 9000\): created_at lies in the future/,
      ],
      [
        'a newer app',
        await made('newer', (entries) =>
          editManifest(entries, (manifest) => (manifest.migration = 'Migration29990101000000')),
        ),
        /made by a newer version of the app/,
      ],
    ];
    const before = await snapshotRows(url, orm.getMetadata());
    const names = (await kept()).map((backup) => backup.name);
    for (const [label, body, reason] of hostile) {
      const answer = await upload(body);
      expect(answer.status, label).toBe(400);
      expect(((await answer.json()) as { message: string }).message, label).toMatch(reason);
    }
    expect((await upload(goodBytes, { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(415);
    expect((await upload(goodBytes, { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await fetch(`${app.baseUrl}/api/admin/backups/upload`, { method: 'POST', body: goodBytes })).status,
    ).toBe(401);
    expect((await kept()).map((backup) => backup.name)).toEqual(names);
    expect(await snapshotRows(url, orm.getMetadata())).toEqual(before);
  });
});
