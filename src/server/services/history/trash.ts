import { type EntityManager, type EntityName, LockMode } from '@mikro-orm/postgresql';
import { ENTITY_LABELS, type TrashableType } from '../../../common/history';
import { REFUSALS } from '../../../common/messages';
import {
  ContentVersion,
  type PageSection,
  type PortfolioProject,
  type Testimonial,
  TrashItem,
} from '../../entities';
import { NotFound } from '../errors';
import type { Storage } from '../storage/storage';
import { forgetTranslationsOf } from '../translations/ledger';
import { logActivity } from './activity';
import type { Actor } from './actor';
import { sweepPhotos } from './photo-sweep';
import { recreateItem, TRASHABLE_ENTITY } from './recreate';
import { snapshotOf } from './snapshots';
import { itemName, recordChange } from './versions';

/**
 * A delete: the whole row goes to the Trash and the live row is removed (so no public read can show it), with
 * a `trash` version, in the caller's transaction.
 */
export async function moveToTrash(
  tx: EntityManager,
  actor: Actor,
  entityType: TrashableType,
  row: PortfolioProject | Testimonial | PageSection,
) {
  // Locked, then looked for again: of concurrent deletes of one item the first moves it, the others find it gone.
  const live = await tx.findOne(
    TRASHABLE_ENTITY[entityType] as EntityName<{ id: number }>,
    { id: row.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!live) {
    throw new NotFound(REFUSALS.doesNotExist(ENTITY_LABELS[entityType], row.id));
  }
  const snapshot = snapshotOf(entityType, row);
  tx.create(TrashItem, {
    entityType,
    entityId: row.id,
    snapshot,
    deletedBy: actor.username,
    deletedAt: new Date(),
  });
  tx.remove(row);
  await recordChange(tx, actor, {
    entityType,
    entityKey: row.id,
    before: snapshot,
    after: null,
    action: 'trash',
  });
  return { id: row.id };
}

export function listTrash(em: EntityManager) {
  return em.find(TrashItem, {}, { orderBy: { deletedAt: 'desc', id: 'desc' } });
}

export function countTrash(em: EntityManager) {
  return em.count(TrashItem, {});
}

/**
 * The Trash row, locked for the caller's transaction: a restore and a delete-for-good of one item (or two of
 * either) run one after the other, and the later one finds the row gone (404) instead of inserting the item twice.
 */
async function lockTrashItem(tx: EntityManager, id: number) {
  const item = await tx.findOne(TrashItem, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!item) throw new NotFound(REFUSALS.doesNotExist('Trash item', id));
  return item;
}

/** Puts a trashed item back where it was; the Trash row goes. */
export async function restoreFromTrash(em: EntityManager, actor: Actor, trashId: number) {
  return em.transactional(async (tx) => {
    const item = await lockTrashItem(tx, trashId);
    await recreateItem(tx, actor, item.entityType, item.entityId, item.snapshot, 'untrash');
    tx.remove(item);
    return { id: trashId, entityType: item.entityType, entityId: item.entityId };
  });
}

/**
 * Deletes a trashed item for good: its Trash row and its versions (nothing can bring it back, so nothing keeps
 * its photos), then its photos that nothing else uses any more.
 */
export async function purgeTrashItem(em: EntityManager, storage: Storage, actor: Actor, trashId: number) {
  const item = await em.transactional(async (tx) => {
    const found = await lockTrashItem(tx, trashId);
    await discard(tx, [found]);
    logActivity(tx, actor, {
      action: 'purge',
      entityType: found.entityType,
      entityKey: String(found.entityId),
      summary: `Deleted ${itemName(found.entityType, found.snapshot, String(found.entityId))} for good`,
    });
    return found;
  });
  await sweepPhotos(em, storage, { only: imagesOf(item.snapshot) });
  return { id: trashId };
}

/** Removes trashed items, every version of them and their translations, in the caller's transaction. */
export async function discard(tx: EntityManager, items: TrashItem[]) {
  for (const item of items) {
    await tx.nativeDelete(ContentVersion, { entityType: item.entityType, entityKey: String(item.entityId) });
    await forgetTranslationsOf(tx, item.entityType, item.entityId);
    await tx.nativeDelete(TrashItem, { id: item.id });
  }
}

export function imagesOf(snapshot: Record<string, unknown>): string[] {
  const images = Array.isArray(snapshot.imageUrls) ? snapshot.imageUrls : [snapshot.imageUrl];
  return images.filter((image): image is string => typeof image === 'string' && image !== '');
}
