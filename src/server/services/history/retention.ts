import type { EntityManager } from '@mikro-orm/postgresql';
import { HISTORY_RETENTION } from '../../../common/history';
import { ActivityEntry, LoginAttempt, TrashItem } from '../../entities';
import type { Storage } from '../storage/storage';
import { sweepPhotos } from './photo-sweep';
import { discard, imagesOf } from './trash';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the versions that are both older than the retention period and not among their item's newest
 * `keepVersions`: an item changed rarely keeps its last changes however old, one changed often keeps a year.
 * SQL: the newest versions of each item are counted by a window function (`row_number() over`).
 */
export async function purgeOldVersions(em: EntityManager, now = new Date()): Promise<number> {
  return em
    .getConnection()
    .execute(
      `delete from content_versions where id in (
       select id from (
         select id, created_at,
                row_number() over (partition by entity_type, entity_key order by id desc) as newest
           from content_versions) as ranked
        where newest > ? and created_at < ?)`,
      [HISTORY_RETENTION.keepVersions, daysBefore(now, HISTORY_RETENTION.versionDays)],
      'run',
    )
    .then((result) => (result as { affectedRows?: number }).affectedRows ?? 0);
}

/** Empties what has been in the Trash longer than the retention period, then its photos nothing else uses. */
export async function emptyOldTrash(em: EntityManager, storage: Storage, now = new Date()): Promise<number> {
  const old = await em.transactional(async (tx) => {
    const items = await tx.find(TrashItem, {
      deletedAt: { $lt: daysBefore(now, HISTORY_RETENTION.trashDays) },
    });
    await discard(tx, items);
    return items;
  });
  await sweepPhotos(em, storage, { now, only: old.flatMap((item) => imagesOf(item.snapshot)) });
  return old.length;
}

export function purgeOldActivity(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(ActivityEntry, { at: { $lt: daysBefore(now, HISTORY_RETENTION.activityDays) } });
}

/** Deletes sign-in records older than the retention period (a row counting refusals spans one 15-minute window). */
export function purgeOldLoginAttempts(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(LoginAttempt, {
    createdAt: { $lt: daysBefore(now, HISTORY_RETENTION.loginAttemptDays) },
  });
}
