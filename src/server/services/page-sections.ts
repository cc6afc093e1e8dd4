import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { LIMITS } from '../../common/constants';
import {
  type sectionCreateInput,
  sectionOutput,
  type sectionUpdateInput,
} from '../../common/schemas/page-section';
import { PageSection } from '../entities';
import { readableRows, type WarningLog } from './readable-rows';
import { sectionRow } from './section-row';

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
  if (!section) throw new TRPCError({ code: 'NOT_FOUND', message: `Page section ${id} does not exist` });
  return section;
}

/** A new section goes last: its order is the page's current section count. */
export async function createSection(em: EntityManager, input: z.output<typeof sectionCreateInput>) {
  const count = await em.count(PageSection, { pageId: input.pageId });
  const section = em.create(
    PageSection,
    sectionRow({ ...input, sortOrder: Math.min(count, LIMITS.sortOrderMax) }),
  );
  await em.flush();
  return section;
}

/** The edited section as a whole is checked, so fields it leaves out are held to the same rules. */
export async function updateSection(em: EntityManager, input: z.output<typeof sectionUpdateInput>) {
  const { id, ...changes } = input;
  const section = await findSection(em, id);
  em.assign(section, sectionRow({ ...section, ...changes }));
  await em.flush();
  return section;
}

export async function deleteSection(em: EntityManager, id: number) {
  const section = await findSection(em, id);
  await em.remove(section).flush();
  return { id };
}

/** Rewrites the order of several sections at once: all of them or, if one id is unknown, none. */
export async function reorderSections(
  em: EntityManager,
  updates: Array<{ id: number; sortOrder: number }>,
  log: WarningLog | undefined,
) {
  return em.transactional(async (tx) => {
    const ids = [...new Set(updates.map((update) => update.id))];
    const sections = await tx.find(PageSection, { id: { $in: ids } });
    const missing = ids.filter((id) => !sections.some((section) => section.id === id));
    if (missing.length > 0) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `Page sections do not exist: ${missing.join(', ')}`,
      });
    }
    for (const update of updates) {
      const section = sections.find((candidate) => candidate.id === update.id) as PageSection;
      section.sortOrder = update.sortOrder;
    }
    await tx.flush();
    const ordered = sections.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    return readableRows(sectionOutput, ordered, log);
  });
}

export async function duplicateSection(em: EntityManager, id: number) {
  const source = await findSection(em, id);
  const copy = em.create(
    PageSection,
    sectionRow({
      ...source,
      title: `${source.title} (Copy)`.slice(0, 300),
      sortOrder: Math.min(source.sortOrder + 1, LIMITS.sortOrderMax),
    }),
  );
  await em.flush();
  return copy;
}
