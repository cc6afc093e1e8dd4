import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { TrashableType } from '../../../common/history';
import {
  ContentVersion,
  type PageSection,
  type PortfolioProject,
  type Testimonial,
  TrashItem,
} from '../../entities';
import type { Storage } from '../storage/storage';
import { logActivity } from './activity';
import type { Actor } from './actor';
import { sweepPhotos } from './photo-sweep';
import { recreateItem } from './recreate';
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

async function findTrashItem(em: EntityManager, id: number) {
  const item = await em.findOne(TrashItem, { id });
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: `Trash item ${id} does not exist` });
  return item;
}

/** Puts a trashed item back where it was; the Trash row goes. */
export async function restoreFromTrash(em: EntityManager, actor: Actor, trashId: number) {
  return em.transactional(async (tx) => {
    const item = await findTrashItem(tx, trashId);
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
    const found = await findTrashItem(tx, trashId);
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

/** Removes trashed items and every version of them, in the caller's transaction. */
export async function discard(tx: EntityManager, items: TrashItem[]) {
  for (const item of items) {
    await tx.nativeDelete(ContentVersion, { entityType: item.entityType, entityKey: String(item.entityId) });
    await tx.nativeDelete(TrashItem, { id: item.id });
  }
}

export function imagesOf(snapshot: Record<string, unknown>): string[] {
  const images = Array.isArray(snapshot.imageUrls) ? snapshot.imageUrls : [snapshot.imageUrl];
  return images.filter((image): image is string => typeof image === 'string' && image !== '');
}
