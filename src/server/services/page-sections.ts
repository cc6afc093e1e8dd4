import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { COMMUNITIES, LIMITS, type PageId } from '../../common/constants';
import type { mirrorInput, sectionCreateInput, sectionUpdateInput } from '../../common/schemas/page-section';
import { PageSection } from '../entities';
import { sanitizeSectionHtml } from './sanitize';

const ORDER = { sortOrder: 'asc', id: 'asc' } as const;

export function sectionsOfPage(em: EntityManager, pageId: string, onlyActive: boolean) {
  return em.find(PageSection, onlyActive ? { pageId, isActive: true } : { pageId }, { orderBy: ORDER });
}

export async function findSection(em: EntityManager, id: number): Promise<PageSection> {
  const section = await em.findOne(PageSection, { id });
  if (!section) throw new TRPCError({ code: 'NOT_FOUND', message: `Page section ${id} does not exist` });
  return section;
}

/** A new section goes last: its order is the page's current section count. */
export async function createSection(em: EntityManager, input: z.output<typeof sectionCreateInput>) {
  const count = await em.count(PageSection, { pageId: input.pageId });
  const section = em.create(PageSection, {
    ...input,
    content: sanitizeSectionHtml(input.content),
    sortOrder: count,
  });
  await em.flush();
  return section;
}

export async function updateSection(em: EntityManager, input: z.output<typeof sectionUpdateInput>) {
  const { id, ...changes } = input;
  const section = await findSection(em, id);
  em.assign(section, {
    ...changes,
    ...(changes.content !== undefined ? { content: sanitizeSectionHtml(changes.content) } : {}),
  });
  await em.flush();
  return section;
}

export async function deleteSection(em: EntityManager, id: number) {
  const section = await findSection(em, id);
  await em.remove(section).flush();
  return { id };
}

/** Rewrites the order of several sections at once: all of them or, if one id is unknown, none. */
export async function reorderSections(em: EntityManager, updates: Array<{ id: number; sortOrder: number }>) {
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
    return sections.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  });
}

export async function duplicateSection(em: EntityManager, id: number) {
  const source = await findSection(em, id);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
  const copy = em.create(PageSection, {
    ...fields,
    title: `${source.title} (Copy)`.slice(0, 300),
    sortOrder: Math.min(source.sortOrder + 1, LIMITS.sortOrderMax),
  });
  await em.flush();
  return copy;
}

const TEXT_FIELDS = ['title', 'subtitle', 'content', 'buttonText', 'buttonLink', 'metadata'] as const;
/** The fields where a page's slug can stand (a link, JSON), not prose where it is an ordinary word. */
const LINK_FIELDS = new Set<string>(['buttonLink', 'metadata']);

/**
 * Copies the source page's sections (or the chosen ones) after the target page's own, with the source city's
 * name replaced by the target's as whole words in every text field, and between the two community pages their
 * slug in the link and metadata. Nothing on the target is removed.
 */
export async function mirrorSections(em: EntityManager, input: z.output<typeof mirrorInput>) {
  return em.transactional(async (tx) => {
    const sources = await tx.find(
      PageSection,
      input.sectionIds
        ? { pageId: input.sourcePage, id: { $in: input.sectionIds } }
        : { pageId: input.sourcePage },
      { orderBy: ORDER },
    );
    if (input.sectionIds && sources.length !== new Set(input.sectionIds).size) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `Some sections are not on page ${input.sourcePage}`,
      });
    }
    const replace = replacerFor(input.sourcePage, input.targetPage, input.cityReplacements);
    let nextOrder = await tx.count(PageSection, { pageId: input.targetPage });
    const copies = sources.map((source) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
      const copy = tx.create(PageSection, { ...fields, pageId: input.targetPage, sortOrder: nextOrder++ });
      for (const field of TEXT_FIELDS) copy[field] = replace(source[field], LINK_FIELDS.has(field));
      return copy;
    });
    await tx.flush();
    return copies;
  });
}

function community(pageId: PageId) {
  return COMMUNITIES.find((candidate) => candidate.id === pageId);
}

function cityName(pageId: PageId, replacements: Partial<Record<PageId, string>>): string | undefined {
  return replacements[pageId]?.trim() || community(pageId)?.name;
}

/** `text` where it stands on its own, not inside a longer word (or, for a slug, a longer slug). */
function wholeWord(text: string, slug = false): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const part = slug ? '[\\p{L}\\p{N}_-]' : '[\\p{L}\\p{N}_]';
  return new RegExp(`(?<!${part})${escaped}(?!${part})`, 'gu');
}

function replacerFor(source: PageId, target: PageId, replacements: Partial<Record<PageId, string>>) {
  const names: Array<[RegExp, string]> = [];
  const sourceCity = cityName(source, replacements);
  const targetCity = cityName(target, replacements);
  // The full name only: "Palisades" alone also names the Palisades Fire, which stays what it is.
  if (sourceCity && targetCity) names.push([wholeWord(sourceCity), targetCity]);
  const slugs: Array<[RegExp, string]> =
    community(source) && community(target) ? [[wholeWord(source, true), target]] : [];
  return (text: string, isLink: boolean) =>
    [...names, ...(isLink ? slugs : [])].reduce((result, [from, to]) => result.replace(from, () => to), text);
}
