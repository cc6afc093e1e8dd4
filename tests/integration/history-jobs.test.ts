import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ActivityEntry, ContentVersion, TrashItem } from '../../src/server/entities';
import { sweepPhotos } from '../../src/server/services/history/photo-sweep';
import {
  emptyOldTrash,
  purgeOldActivity,
  purgeOldVersions,
} from '../../src/server/services/history/retention';
import { HISTORY_PURGE_TASK, PHOTO_SWEEP_TASK } from '../../src/server/services/jobs/worker';
import { callerFor, createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makePng } from '../support/images';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm);
  admin = await callerFor(orm, app, await createAdmin(orm));
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** A real upload through the signed link; answers the image's reference. */
async function upload(): Promise<string> {
  const [url] = (await app.http.post('/api/portfolio/batch-upload-urls', { count: 1 })).body.uploadUrls;
  const put = await fetch(app.baseUrl + url, { method: 'PUT', body: new Uint8Array(makePng()) });
  expect(put.status).toBe(200);
  return `/objects/portfolio/${new URL(url, app.baseUrl).pathname.split('/').pop()}`;
}
const stored = async (reference: string) => (await fetch(app.baseUrl + reference)).status === 200;
const project = (imageUrls: string[]) => ({
  title: 'Shared photo home',
  description: 'd',
  category: 'Remodels' as const,
  imageUrls,
  imageDetails: describedPhotos(imageUrls),
});

describe('the photo rule', () => {
  it('keeps a photo while a live item, a version or the Trash points at it, and only past a day', async () => {
    const shared = await upload();
    const orphan = await upload();
    const created = await app.http.post('/api/admin/portfolio', project([shared]));
    await app.http.put('/api/settings/homepage_about_image', { value: shared });

    // A fresh upload nothing uses is left for a day (a form may still be open); then it goes, like the photos of
    // a dialog discarded or never saved (docs/product.md, Admin panel).
    expect(await sweepPhotos(orm.em.fork(), app.storage)).toEqual([]);
    expect(await sweepPhotos(orm.em.fork(), app.storage, { now: daysFromNow(2) })).toEqual([orphan]);
    expect(await stored(orphan)).toBe(false);

    // Off the project (to the Trash) and off the setting: the Trash and both histories still show it.
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
    await app.http.put('/api/settings/homepage_about_image', { value: '/images/about.jpg' });
    expect(await sweepPhotos(orm.em.fork(), app.storage, { now: daysFromNow(2) })).toEqual([]);

    // Deleted for good: the project's Trash row and versions go, the setting's versions still hold it.
    const [item] = await admin.admin.trash.list();
    expect((await app.http.delete(`/api/admin/trash/${item?.id}`)).status).toBe(200);
    expect(await sweepPhotos(orm.em.fork(), app.storage, { now: daysFromNow(2) })).toEqual([]);
    expect(await stored(shared)).toBe(true);

    // Once the setting's versions are gone too (as retention would), nothing points at it.
    await orm.em
      .fork()
      .nativeDelete(ContentVersion, { entityType: 'setting', entityKey: 'homepage_about_image' });
    expect(await sweepPhotos(orm.em.fork(), app.storage, { now: daysFromNow(2) })).toEqual([shared]);
    expect(await stored(shared)).toBe(false);
  });
});

describe('retention', () => {
  it('empties the Trash after 30 days with the items’ versions, and their photos nothing else uses', async () => {
    const photo = await upload();
    const created = await admin.admin.portfolio.create(project([photo]));
    await admin.admin.portfolio.delete({ id: created.id });
    expect(await emptyOldTrash(orm.em.fork(), app.storage, daysFromNow(29))).toBe(0);
    expect(await emptyOldTrash(orm.em.fork(), app.storage, daysFromNow(31))).toBe(1);
    expect(await orm.em.fork().count(TrashItem, {})).toBe(0);
    expect(
      await orm.em.fork().count(ContentVersion, { entityType: 'project', entityKey: String(created.id) }),
    ).toBe(0);
    expect(await stored(photo)).toBe(false);
  });

  it('purges versions older than a year beyond the newest 50 of an item, and keeps younger ones', async () => {
    const em = orm.em.fork();
    const old = new Date(Date.now() - 400 * DAY);
    for (let i = 0; i < 51; i++) {
      em.create(ContentVersion, {
        entityType: 'setting',
        entityKey: 'hero_subtitle',
        snapshot: { key: 'hero_subtitle', value: `v${i}` },
        changedFields: ['value'],
        action: 'update',
        actor: 'owner',
        createdAt: old,
      });
    }
    await em.flush();
    await admin.admin.settings.update({ key: 'hero_subtitle', value: 'Young' });
    // 52 versions: the young one and the 49 newest old ones are among the 50 kept; two old ones go.
    expect(await purgeOldVersions(orm.em.fork())).toBe(2);
    const left = await admin.admin.history.list({ entityType: 'setting', entityKey: 'hero_subtitle' });
    expect(left).toHaveLength(50);
    expect(left[0]?.snapshot?.value).toBe('Young');
    expect(left.at(-1)?.snapshot?.value).toBe('v2');
    // Younger than a year, any number is kept.
    expect(await purgeOldVersions(orm.em.fork())).toBe(0);
  });

  it('keeps the activity log a year', async () => {
    const em = orm.em.fork();
    em.create(ActivityEntry, {
      action: 'update',
      entityType: 'setting',
      summary: 'Long ago',
      at: new Date(Date.now() - 366 * DAY),
    });
    await em.flush();
    const before = await em.count(ActivityEntry, {});
    expect(await purgeOldActivity(orm.em.fork())).toBe(1);
    expect(await orm.em.fork().count(ActivityEntry, {})).toBe(before - 1);
  });

  it('is scheduled in graphile-worker’s cron, whether or not lead e-mails are configured', async () => {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ identifier: string }>>(
        'select identifier from graphile_worker._private_known_crontabs',
      );
    const identifiers = rows.map((row) => row.identifier);
    expect(identifiers).toEqual(expect.arrayContaining([HISTORY_PURGE_TASK, PHOTO_SWEEP_TASK]));
  });
});
