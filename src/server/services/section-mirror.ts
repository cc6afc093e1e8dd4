import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { COMMUNITIES, LIMITS, type PageId } from '../../common/constants';
import { REFUSALS } from '../../common/messages';
import { isBlockOf } from '../../common/page-blocks';
import type { mirrorInput } from '../../common/schemas/page-section';
import { PageSection } from '../entities';
import { NotFound } from './errors';
import { logActivity } from './history/activity';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { recordChange } from './history/versions';
import { SECTION_ORDER } from './page-sections';
import { sectionRow } from './section-row';
import { copyTranslations } from './translations/ledger';

const TEXT_FIELDS = ['title', 'subtitle', 'content', 'buttonText', 'buttonLink', 'metadata'] as const;
/** The fields where a page's slug can stand (a link, JSON), not prose where it is an ordinary word. */
const LINK_FIELDS = new Set<string>(['buttonLink', 'metadata']);

/**
 * Copies the source page's sections (or the chosen ones) after the target page's own, with the source city's
 * name replaced by the target's as whole words in every text field, and between the two community pages their
 * slug in the link and metadata. Nothing on the target is removed. Each copy is made as a normal save makes a
 * section (sectionRow): a copy that would not pass refuses the whole mirror, in one transaction, which also keeps
 * each copy as a `mirror` version.
 */
export async function mirrorSections(em: EntityManager, input: z.output<typeof mirrorInput>, actor: Actor) {
  return em.transactional(async (tx) => {
    const sources = await tx.find(
      PageSection,
      input.sectionIds
        ? { pageId: input.sourcePage, id: { $in: input.sectionIds } }
        : { pageId: input.sourcePage },
      { orderBy: SECTION_ORDER },
    );
    if (input.sectionIds && sources.length !== new Set(input.sectionIds).size) {
      throw new NotFound(REFUSALS.sectionsNotOnPage(input.sourcePage));
    }
    const replace = replacerFor(input.sourcePage, input.targetPage, input.cityReplacements);
    const firstOrder = await tx.count(PageSection, { pageId: input.targetPage });
    const rows = sources.map((source, index) => {
      const texts = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, replace(source[field], LINK_FIELDS.has(field))]),
      );
      return sectionRow({
        ...source,
        ...texts,
        pageId: input.targetPage,
        // A place the target page lacks puts the copy at its end.
        afterBlock:
          source.afterBlock && isBlockOf(input.targetPage, source.afterBlock) ? source.afterBlock : null,
        sortOrder: Math.min(firstOrder + index, LIMITS.sortOrderMax),
      });
    });
    const copies = rows.map((row) => tx.create(PageSection, row));
    await tx.flush();
    // Their words in other languages come along, the city names replaced there too.
    for (const [index, copy] of copies.entries()) {
      const source = sources[index] as PageSection;
      await copyTranslations(tx, 'section', source, copy, actor, {
        action: 'mirror',
        change: (text) => replace(text, false),
      });
    }
    // Each copy is kept as its first version; the activity log gets one line for the whole mirror.
    for (const copy of copies) {
      const after = snapshotOf('section', copy);
      const change = {
        entityType: 'section' as const,
        entityKey: copy.id,
        before: null,
        after,
        action: 'mirror' as const,
      };
      await recordChange(tx, actor, change, { activity: false });
    }
    if (copies.length > 0) {
      logActivity(tx, actor, {
        action: 'mirror',
        entityType: 'section',
        entityKey: input.targetPage,
        summary: `Mirrored ${copies.length} section${copies.length === 1 ? '' : 's'} from ${input.sourcePage} to ${input.targetPage}`,
      });
    }
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
