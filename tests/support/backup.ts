import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import pg from 'pg';
import tar from 'tar-stream';
import type { Orm } from '../../src/server/db/orm';
import { seedDemoContent } from '../../src/server/db/seed';
import { ContactSubmission, LoginAttempt, User } from '../../src/server/entities';
import { loadEnv } from '../../src/server/env';
import { appRouter } from '../../src/server/routers/_app';
import { readArchive, readSmall } from '../../src/server/services/backup/archive-io';
import { backupTables } from '../../src/server/services/backup/tables';
import type { Storage } from '../../src/server/services/storage/storage';
import { newObjectName } from '../../src/server/services/storage/storage';
import { createContextInner } from '../../src/server/trpc/context';
import { ADMIN } from './app';
import { makePng } from './images';

/** Every backed-up row (PostgreSQL's JSON of it, ordered by key) and the users, to compare a site before and after. */
export async function snapshotRows(url: string, metadata: MetadataStorage) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set timezone = 'UTC'");
    const tables: Record<string, string[]> = {};
    for (const table of [...backupTables(metadata), { name: 'users', primaryKey: ['id'] }]) {
      const result = await client.query(
        `select row_to_json(t)::text as line from "${table.name}" t order by ${table.primaryKey.join(', ')}`,
      );
      tables[table.name] = result.rows.map((row) => row.line as string);
    }
    return tables;
  } finally {
    await client.end();
  }
}

/** Every stored object's bytes by name. */
export async function snapshotImages(storage: Storage) {
  const images = new Map<string, Buffer>();
  for await (const { name } of storage.list()) {
    const object = await storage.open(name);
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    images.set(name, Buffer.concat(chunks));
  }
  return new Map([...images].sort(([a], [b]) => a.localeCompare(b)));
}

/** A site with content in every backed-up table: demo content, leads (one with a hostile name), sign-ins, an image setting. */
export async function fillSite(orm: Orm, storage: Storage) {
  const em = orm.em.fork();
  await seedDemoContent(em, storage);
  const logo = newObjectName();
  await storage.put(logo, makePng(8, 8), 'image/png');
  await em
    .getConnection()
    .execute(
      "insert into site_settings (key, value, section, updated_at) values ('site_logo', ?, 'branding', now())",
      [`/objects/${logo}`],
    );
  const worked = em.create(ContactSubmission, {
    name: '=HYPERLINK("http://evil")',
    email: 'lead@example.com',
    phone: '(310) 555-0100',
    projectType: '',
    message: 'Line one\nLine "two", with a comma',
    notificationStatus: 'sent',
    notifiedAt: new Date(),
  });
  em.create(ContactSubmission, {
    name: 'Zoë Ünicode',
    email: 'zoe@example.com',
    phone: '+1 714 555 0199',
    projectType: '',
    message: 'Spam? no.',
    spamReason: 'too-fast',
    notificationStatus: 'skipped',
    clientIp: '203.0.113.9',
  });
  em.create(LoginAttempt, { username: 'owner', ip: '127.0.0.1', succeeded: true });
  await em.flush();
  // Through the admin's own procedures: versions, a trashed item and activity lines.
  const owner = await em.findOneOrFail(User, { username: ADMIN.username });
  const admin = appRouter.createCaller(
    createContextInner({
      em: orm.em.fork(),
      env: loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }),
      storage,
      user: owner,
    }),
  );
  await admin.admin.settings.update({ key: 'hero_title', value: 'Built to last' });
  await admin.admin.settings.update({ key: 'hero_title', value: 'Built to last, twice' });
  // A lead worked in the inbox: every column of its pipeline filled, and its versions (a follow-up day ahead).
  await admin.admin.leads.firstContact({ id: worked.id, channel: 'call' });
  await admin.admin.leads.addNote({ id: worked.id, note: 'Site visit Tuesday.\nBring plans.' });
  await admin.admin.leads.setFollowUp({ id: worked.id, followUpOn: '2099-01-15' });
  await admin.admin.leads.setStatus({ id: worked.id, status: 'Won', jobValue: 48500 });
  await admin.admin.leads.setArchived({ id: worked.id, archived: true });
  const removed = await admin.admin.testimonials.create({
    clientName: 'Gone Soon',
    projectType: 'Remodel',
    content: 'Deleted to the Trash.',
  });
  await admin.admin.testimonials.delete({ id: removed.id });
}

/** Rewrites an archive entry by entry (a test's small archive fits in memory): to damage it on purpose. */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (entries: Map<string, Buffer>) => void,
): Promise<void> {
  const entries = new Map<string, Buffer>();
  for await (const entry of readArchive(createReadStream(from)))
    entries.set(entry.name, (await readSmall(entry.body, 1 << 30)) as Buffer);
  change(entries);
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  for (const [name, body] of entries) pack.entry({ name, size: body.length }, body);
  pack.finalize();
  await writing;
}

/** The manifest of a rewritten archive, edited in place. */
export function editManifest(entries: Map<string, Buffer>, edit: (manifest: any) => void) {
  const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
  edit(manifest);
  // Kept last, as the writer puts it.
  entries.delete('manifest.json');
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
}

/** Replaces one file of a rewritten archive and its checksum in the manifest, as a hand-edited archive would. */
export function replaceEntry(entries: Map<string, Buffer>, name: string, body: Buffer) {
  entries.set(name, body);
  editManifest(entries, (manifest) => {
    manifest.files[name] = { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  });
}

export async function truncateFile(from: string, to: string, keep: number) {
  const bytes = await readFile(from);
  await writeFile(to, bytes.subarray(0, Math.floor(bytes.length * keep)));
}

/** Edits one table of a rewritten archive as rows, keeping the manifest's checksum and row count true. */
export function editTable(entries: Map<string, Buffer>, table: string, edit: (rows: any[]) => any[]) {
  const name = `tables/${table}.jsonl`;
  const text = (entries.get(name) as Buffer).toString('utf8').trim();
  const rows = edit(text ? text.split('\n').map((line) => JSON.parse(line)) : []);
  replaceEntry(entries, name, Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join('')));
  editManifest(entries, (manifest) => {
    const listed = manifest.tables.find((entry: { name: string }) => entry.name === table);
    listed.rows = rows.length;
  });
}
