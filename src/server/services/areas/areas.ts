import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AREA_MIN_PROJECTS, areaSlug, cityOf } from '../../../common/areas';
import { AREAS_AND_PHOTOS } from '../../../common/messages';
import type { AdminArea, AreaSummary, areaTextInput } from '../../../common/schemas/areas';
import { AreaText, PortfolioProject } from '../../entities';
import { InvalidInput, NotFound } from '../errors';
import { LIST_ORDER } from '../list-order';
import { sharedSentences, tooSimilar } from './shared-sentences';

interface CityGroup {
  slug: string;
  city: string;
  projects: PortfolioProject[];
}

/** The projects grouped by city (their Location), in the order visitors see them; projects without one left out. */
export async function cityGroups(em: EntityManager): Promise<Map<string, CityGroup>> {
  const groups = new Map<string, CityGroup>();
  for (const project of await em.find(PortfolioProject, {}, { orderBy: LIST_ORDER })) {
    const slug = areaSlug(project.location);
    if (!slug) continue;
    const group = groups.get(slug) ?? { slug, city: cityOf(project.location), projects: [] };
    group.projects.push(project);
    groups.set(slug, group);
  }
  return groups;
}

const hasPage = (group: CityGroup | undefined, text: AreaText | undefined) =>
  !!group && !!text && group.projects.length >= AREA_MIN_PROJECTS;

/** Every city of the projects, and any city with a text, alphabetically: what the panel lists. */
export async function adminAreas(em: EntityManager): Promise<AdminArea[]> {
  const groups = await cityGroups(em);
  const texts = new Map((await em.find(AreaText, {})).map((text) => [text.slug, text]));
  const slugs = new Set([...groups.keys(), ...texts.keys()]);
  return [...slugs]
    .map((slug) => {
      const group = groups.get(slug);
      const text = texts.get(slug);
      return {
        slug,
        city: text?.city ?? group?.city ?? slug,
        projectCount: group?.projects.length ?? 0,
        hasPage: hasPage(group, text),
        jurisdiction: text?.jurisdiction ?? '',
        permits: text?.permits ?? '',
        typicalWork: text?.typicalWork ?? '',
        updatedAt: text?.updatedAt ?? null,
      };
    })
    .sort((a, b) => a.city.localeCompare(b.city));
}

/** The cities of the projects for visitors: which have a page. */
export async function publicAreas(em: EntityManager): Promise<AreaSummary[]> {
  return (await adminAreas(em))
    .filter((area) => area.projectCount > 0)
    .map(({ slug, city, projectCount, hasPage }) => ({ slug, city, projectCount, hasPage }));
}

/** The page of a city: null unless it has AREA_MIN_PROJECTS projects and the owner's text (then a 404). */
export async function areaPage(em: EntityManager, slug: string) {
  const group = (await cityGroups(em)).get(slug);
  const text = await em.findOne(AreaText, { slug });
  if (!group || !text || !hasPage(group, text)) return null;
  const { city, jurisdiction, permits, typicalWork } = text;
  return { slug, city, jurisdiction, permits, typicalWork, projects: group.projects };
}

const FIELDS = ['jurisdiction', 'permits', 'typicalWork'] as const;

/**
 * The one write path of a city's text; saving publishes it. Refused for a city no project is in, and for a text
 * that repeats too many sentences of another city's (services/areas/shared-sentences.ts): one text copied across
 * cities with the names swapped is what search engines punish as doorway pages.
 */
export async function saveAreaText(em: EntityManager, input: z.output<typeof areaTextInput>) {
  const slug = areaSlug(input.city);
  const groups = await cityGroups(em);
  if (!groups.has(slug)) throw new NotFound(AREAS_AND_PHOTOS.areaCityUnknown(input.city));
  const city = cityOf(input.city);
  const whole = (text: Pick<AreaText, (typeof FIELDS)[number]>) => FIELDS.map((f) => text[f]).join('\n');
  for (const other of await em.find(AreaText, { slug: { $ne: slug } })) {
    const names = [city, other.city];
    const measure = sharedSentences(whole(input), whole(other), names);
    if (!tooSimilar(measure)) continue;
    // Named: the first field that repeats a sentence of the other city's text.
    const field =
      FIELDS.find((f) => sharedSentences(input[f], whole(other), names).shared > 0) ?? 'jurisdiction';
    throw InvalidInput.field(
      field,
      AREAS_AND_PHOTOS.areaTextTooSimilar(city, other.city, measure.shared, measure.total),
    );
  }
  // One statement (insert, or update on the slug): two saves of one city at once cannot both insert it.
  const now = new Date();
  return em.upsert(
    AreaText,
    { slug, city, ...pick(input), createdAt: now, updatedAt: now },
    { onConflictFields: ['slug'], onConflictExcludeFields: ['id', 'createdAt'] },
  );
}

const pick = (input: z.output<typeof areaTextInput>) => ({
  jurisdiction: input.jurisdiction,
  permits: input.permits,
  typicalWork: input.typicalWork,
});
