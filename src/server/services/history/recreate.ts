import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { TrashableType } from '../../../common/history';
import { REFUSALS } from '../../../common/messages';
import { describedPhotoDetails, projectFields } from '../../../common/schemas/portfolio';
import { testimonialFields } from '../../../common/schemas/testimonial';
import { PageSection, PortfolioProject, Testimonial } from '../../entities';
import { Conflict, InvalidInput } from '../errors';
import { firstPlace } from '../list-order';
import { freeSlugFor } from '../project-slugs';
import { sectionRow } from '../section-row';
import type { Actor } from './actor';
import { type Snapshot, snapshotOf } from './snapshots';
import { recordChange } from './versions';

/** The entity of each kind of item that can go to the Trash. */
export const TRASHABLE_ENTITY = {
  project: PortfolioProject,
  testimonial: Testimonial,
  section: PageSection,
} as const satisfies Record<TrashableType, unknown>;

/** Whether the live row of an item exists (in the database, whatever the EntityManager still holds). */
export async function isLive(em: EntityManager, entityType: TrashableType, id: number): Promise<boolean> {
  return (await em.count(TRASHABLE_ENTITY[entityType] as EntityName<{ id: number }>, { id })) > 0;
}

/** A stored snapshot checked by the schema of a normal save: a failure is a 400 naming the field. */
export function checked<T extends z.ZodType>(schema: T, snapshot: Snapshot): z.output<T> {
  const result = schema.safeParse(snapshot);
  if (!result.success) throw InvalidInput.fromIssues(result.error.issues);
  return result.data;
}

/** A project or testimonial comes back to its kept place; one kept before ordering existed goes first. */
async function placeOf(tx: EntityManager, kind: 'project' | 'testimonial', snapshot: Snapshot) {
  const kept = snapshot.sortOrder;
  return typeof kept === 'number' && Number.isSafeInteger(kept) && Math.abs(kept) < 2 ** 31
    ? kept
    : firstPlace(tx, kind);
}

function createdAtOf(snapshot: Snapshot): Date {
  const date = new Date(String(snapshot.createdAt));
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/**
 * Puts a deleted item back as the row it was: the same id (links and versions still point at it), the same
 * creation date, featured mark and place (a section: page and order). A section whose order slot
 * has been taken meanwhile pushes the sections from there on one place down, each kept as a `reorder` version.
 * Every field passes the checks of a normal save (sectionRow for sections).
 */
export async function recreateItem(
  tx: EntityManager,
  actor: Actor,
  entityType: TrashableType,
  id: number,
  snapshot: Snapshot,
  action: 'untrash' | 'restore' | 'undo',
) {
  if (await isLive(tx, entityType, id)) {
    throw new Conflict(REFUSALS.alreadyExists(entityType));
  }
  const dates = { createdAt: createdAtOf(snapshot), updatedAt: new Date() };
  // Inserted as rows, not through the unit of work: a long-lived EntityManager may still hold the removed
  // entity under this id, and would take the new one for it.
  let row: PortfolioProject | Testimonial | PageSection;
  if (entityType === 'project') {
    const sortOrder = await placeOf(tx, 'project', snapshot);
    const fields = checked(projectFields, snapshot);
    // Its kept address when still free (a project kept before addresses existed, or whose address another took
    // meanwhile: a new one from its title).
    const kept = fields.slug && (await freeSlugFor(tx, fields.slug, id)) === fields.slug ? fields.slug : '';
    const slug = kept || (await freeSlugFor(tx, fields.title, id));
    const imageDetails = describedPhotoDetails(fields, fields.imageDetails);
    await tx.insert(PortfolioProject, { ...fields, imageDetails, slug, id, sortOrder, ...dates });
    row = await tx.findOneOrFail(PortfolioProject, { id }, { refresh: true });
  } else if (entityType === 'testimonial') {
    const sortOrder = await placeOf(tx, 'testimonial', snapshot);
    await tx.insert(Testimonial, { ...checked(testimonialFields, snapshot), id, sortOrder, ...dates });
    row = await tx.findOneOrFail(Testimonial, { id }, { refresh: true });
  } else {
    const fields = sectionRow(snapshot);
    const taken = await tx.count(PageSection, { pageId: fields.pageId, sortOrder: fields.sortOrder });
    if (taken > 0) await shiftDown(tx, actor, fields.pageId, fields.sortOrder);
    await tx.flush();
    await tx.insert(PageSection, { ...fields, id, ...dates });
    row = await tx.findOneOrFail(PageSection, { id }, { refresh: true });
  }
  const after = snapshotOf(entityType, row);
  await recordChange(tx, actor, { entityType, entityKey: id, before: null, after, action });
  return row;
}

async function shiftDown(tx: EntityManager, actor: Actor, pageId: string, from: number) {
  const below = await tx.find(PageSection, { pageId, sortOrder: { $gte: from } });
  for (const section of below) {
    const before = snapshotOf('section', section);
    section.sortOrder += 1;
    await recordChange(
      tx,
      actor,
      {
        entityType: 'section',
        entityKey: section.id,
        before,
        after: snapshotOf('section', section),
        action: 'reorder',
      },
      { activity: false },
    );
  }
}
