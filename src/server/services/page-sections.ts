import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { LIMITS } from '../../common/constants';
import type { VersionAction } from '../../common/history';
import { REFUSALS } from '../../common/messages';
import {
  type sectionCreateInput,
  sectionOutput,
  type sectionUpdateInput,
} from '../../common/schemas/page-section';
import { PageSection } from '../entities';
import { NotFound } from './errors';
import { logActivity } from './history/activity';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { moveToTrash } from './history/trash';
import { recordChange } from './history/versions';
import { readableRows, type WarningLog } from './readable-rows';
import { sectionRow } from './section-row';
import { copyTranslations } from './translations/ledger';

export const SECTION_ORDER = { sortOrder: 'asc', id: 'asc' } as const;

/** A page's sections as a read answers them: a stored row the output refuses is mended or left out. */
export async function sectionsOfPage(
  em: EntityManager,
  pageId: string,
  onlyActive: boolean,
  log: WarningLog | undefined,
) {
  const rows = await em.find(PageSection, onlyActive ? { pageId, isActive: true } : { pageId }, {
    orderBy: SECTION_ORDER,
  });
  return readableRows(sectionOutput, rows, log);
}

export async function findSection(em: EntityManager, id: number): Promise<PageSection> {
  const section = await em.findOne(PageSection, { id });
  if (!section) throw new NotFound(REFUSALS.doesNotExist('Page section', id));
  return section;
}

/** Keeps a new section (a create, a copy) as its first version, in the caller's transaction. */
async function recordNew(tx: EntityManager, actor: Actor, section: PageSection, action: VersionAction) {
  await tx.flush();
  const after = snapshotOf('section', section);
  await recordChange(tx, actor, {
    entityType: 'section',
    entityKey: section.id,
    before: null,
    after,
    action,
  });
}

/** A new section goes last: its order is the page's current section count. */
export function createSection(em: EntityManager, input: z.output<typeof sectionCreateInput>, actor: Actor) {
  return em.transactional(async (tx) => {
    const count = await tx.count(PageSection, { pageId: input.pageId });
    const section = tx.create(
      PageSection,
      sectionRow({ ...input, sortOrder: Math.min(count, LIMITS.sortOrderMax) }),
    );
    await recordNew(tx, actor, section, 'create');
    return section;
  });
}

/** The edited section as a whole is checked, so fields it leaves out are held to the same rules. */
export function updateSection(
  em: EntityManager,
  input: z.output<typeof sectionUpdateInput>,
  actor: Actor,
  action: VersionAction = 'update',
) {
  return em.transactional(async (tx) => {
    const { id, ...changes } = input;
    const section = await findSection(tx, id);
    const before = snapshotOf('section', section);
    tx.assign(section, sectionRow({ ...section, ...changes }));
    await tx.flush();
    const after = snapshotOf('section', section);
    await recordChange(tx, actor, { entityType: 'section', entityKey: id, before, after, action });
    return section;
  });
}

export function deleteSection(em: EntityManager, id: number, actor: Actor) {
  return em.transactional(async (tx) => moveToTrash(tx, actor, 'section', await findSection(tx, id)));
}

/**
 * Rewrites the order of several sections at once: all of them or, if one id is unknown, none. Each section
 * that moved is kept as a `reorder` version; the activity log gets one line for the whole move.
 */
export async function reorderSections(
  em: EntityManager,
  updates: Array<{ id: number; sortOrder: number }>,
  log: WarningLog | undefined,
  actor: Actor,
  undo = false,
) {
  return em.transactional(async (tx) => {
    const ids = [...new Set(updates.map((update) => update.id))];
    const sections = await tx.find(PageSection, { id: { $in: ids } });
    const missing = ids.filter((id) => !sections.some((section) => section.id === id));
    if (missing.length > 0) {
      throw new NotFound(REFUSALS.doNotExist('Page sections', missing));
    }
    const before = new Map(sections.map((section) => [section.id, snapshotOf('section', section)]));
    for (const update of updates) {
      const section = sections.find((candidate) => candidate.id === update.id) as PageSection;
      section.sortOrder = update.sortOrder;
    }
    await tx.flush();
    let moved = 0;
    for (const section of sections) {
      const change = {
        entityType: 'section' as const,
        entityKey: section.id,
        before: before.get(section.id) ?? null,
        after: snapshotOf('section', section),
        action: 'reorder' as const,
      };
      if (await recordChange(tx, actor, change, { activity: false })) moved += 1;
    }
    if (moved > 0) {
      const pages = [...new Set(sections.map((section) => section.pageId))].join(', ');
      const count = `${moved} section${moved === 1 ? '' : 's'} on ${pages}`;
      logActivity(tx, actor, {
        action: undo ? 'undo' : 'reorder',
        entityType: 'section',
        entityKey: pages,
        summary: undo ? `Undid the move of ${count}` : `Reordered ${count}`,
      });
    }
    const ordered = sections.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    return readableRows(sectionOutput, ordered, log);
  });
}

export function duplicateSection(em: EntityManager, id: number, actor: Actor) {
  return em.transactional(async (tx) => {
    const source = await findSection(tx, id);
    const copy = tx.create(
      PageSection,
      sectionRow({
        ...source,
        title: `${source.title} (Copy)`.slice(0, 300),
        sortOrder: Math.min(source.sortOrder + 1, LIMITS.sortOrderMax),
      }),
    );
    await recordNew(tx, actor, copy, 'duplicate');
    await copyTranslations(tx, 'section', source, copy, actor, { action: 'duplicate' });
    return copy;
  });
}
