import type { EntityManager } from '@mikro-orm/postgresql';
import { ENTITY_LABELS } from '../../common/history';
import { REFUSALS } from '../../common/messages';
import { PortfolioProject, Testimonial } from '../entities';
import { NotFound } from './errors';
import { logActivity } from './history/activity';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { recordChange } from './history/versions';

/**
 * The order visitors see projects and testimonials in: the owner's order, and among items that share a place
 * (rows made before ordering existed, a restored item) the newest first, as before.
 */
export const LIST_ORDER = { sortOrder: 'asc', createdAt: 'desc', id: 'desc' } as const;

type OrderedKind = 'project' | 'testimonial';
const ENTITIES = { project: PortfolioProject, testimonial: Testimonial } as const;

/** The place of a new item: one before the current first, so new items go first. */
export async function firstPlace(tx: EntityManager, kind: OrderedKind): Promise<number> {
  const [first] = await tx.find(
    ENTITIES[kind] as typeof PortfolioProject,
    {},
    { orderBy: { sortOrder: 'asc' }, fields: ['sortOrder'], limit: 1 },
  );
  return first ? first.sortOrder - 1 : 0;
}

/**
 * Puts the listed items first, in the order given, and the others after them in their current order; every
 * item then holds its index as its place. All of them or none: an unknown id is a 404 naming it. Each item that
 * moved is kept as a `reorder` version; the activity log gets one line for the whole move (an `undo` line for a
 * move's Undo).
 */
async function reorderItems(em: EntityManager, kind: OrderedKind, ids: number[], actor: Actor, undo = false) {
  return em.transactional(async (tx) => {
    const Entity = ENTITIES[kind] as typeof PortfolioProject;
    const rows = (await tx.find(Entity, {}, { orderBy: LIST_ORDER })) as Array<
      PortfolioProject | Testimonial
    >;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const listed = [...new Set(ids)];
    const missing = listed.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const what = kind === 'project' ? 'Projects' : 'Testimonials';
      throw new NotFound(REFUSALS.doNotExist(what, missing));
    }
    const chosen = new Set(listed);
    const ordered = [
      ...listed.map((id) => byId.get(id) as PortfolioProject | Testimonial),
      ...rows.filter((row) => !chosen.has(row.id)),
    ];
    const before = new Map(ordered.map((row) => [row.id, snapshotOf(kind, row)]));
    ordered.forEach((row, index) => {
      row.sortOrder = index;
    });
    await tx.flush();
    let moved = 0;
    for (const row of ordered) {
      const change = {
        entityType: kind,
        entityKey: row.id,
        before: before.get(row.id) ?? null,
        after: snapshotOf(kind, row),
        action: 'reorder' as const,
      };
      if (await recordChange(tx, actor, change, { activity: false })) moved += 1;
    }
    if (moved > 0) {
      const label = ENTITY_LABELS[kind].toLowerCase();
      const count = `${moved} ${label}${moved === 1 ? '' : 's'}`;
      logActivity(tx, actor, {
        action: undo ? 'undo' : 'reorder',
        entityType: kind,
        entityKey: null,
        summary: undo ? `Undid the move of ${count}` : `Reordered ${count}`,
      });
    }
    return ordered;
  });
}

export const reorderProjects = (em: EntityManager, ids: number[], actor: Actor, undo = false) =>
  reorderItems(em, 'project', ids, actor, undo) as Promise<PortfolioProject[]>;

export const reorderTestimonials = (em: EntityManager, ids: number[], actor: Actor, undo = false) =>
  reorderItems(em, 'testimonial', ids, actor, undo) as Promise<Testimonial[]>;
