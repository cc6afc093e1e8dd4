import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ENTITY_LABELS } from '../../../common/history';
import { REFUSALS } from '../../../common/messages';
import { sectionCreateInput } from '../../../common/schemas/page-section';
import { photoDetail, photoDetailOf, projectFields } from '../../../common/schemas/portfolio';
import { testimonialFields } from '../../../common/schemas/testimonial';
import {
  type AnySectionMeta,
  isSectionType,
  readSectionMeta,
  SECTION_DEFINITIONS,
} from '../../../common/section-types';
import {
  isEnglishDefault,
  isTranslatableSetting,
  resolveSetting,
  SETTINGS_BY_KEY,
  storedSettings,
} from '../../../common/settings';
import {
  photoKey,
  photoRef,
  projectIdOfPhotoRef,
  sectionItemTexts,
  type TextRef,
  withItemTexts,
} from '../../../common/translations';
import { type LedgerPage, ledgerPageOfSettingSection } from '../../../common/translations/pages';
import { PageSection, PortfolioProject, SiteSetting, Testimonial } from '../../entities';
import { InvalidInput, NotFound } from '../errors';
import { sanitizeSectionHtml } from '../sanitize';
import { settingRow } from '../settings';

/** One English text of the owner's, as the ledger shows and checks its translation. */
export interface TextSource extends TextRef {
  english: string;
  page: LedgerPage;
  label: string;
  html: boolean;
  multiLine: boolean;
  /** A built-in setting the owner never changed: it has its own wording in every language. */
  builtIn: boolean;
  /** Whether visitors see it now (an inactive section's words are not counted, but may be translated ahead). */
  shown: boolean;
  /** The translation as stored, by the rules of the English field (length, lines, a section's HTML), or a 400. */
  checked: (value: string) => string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'title',
  subtitle: 'subtitle',
  content: 'text',
  buttonText: 'button',
  description: 'description',
  alt: 'alt text',
  caption: 'caption',
  timeline: 'time',
};

/** A value checked by the schema the English field is saved with; a refusal names `value`. */
function byFieldSchema(schema: z.ZodType, prepare: (value: string) => string = (value) => value) {
  return (value: string): string => {
    const result = schema.safeParse(prepare(value));
    if (!result.success) throw InvalidInput.field('value', result.error.issues[0]?.message ?? 'not valid');
    return String(result.data);
  };
}

const sectionFieldSchema = (field: string) =>
  sectionCreateInput.shape[field as 'title' | 'subtitle' | 'content' | 'buttonText'];

function settingSources(rows: readonly SiteSetting[]): TextSource[] {
  const stored = storedSettings(rows);
  return [...SETTINGS_BY_KEY.values()].filter(isTranslatableSetting).map((definition) => {
    const english = resolveSetting(stored, definition.key, 'en');
    return {
      kind: 'setting',
      ref: definition.key,
      field: 'value',
      english,
      page: ledgerPageOfSettingSection(definition.section),
      label: definition.label,
      html: false,
      multiLine: definition.kind !== 'text',
      builtIn: isEnglishDefault(english, definition.key),
      shown: true,
      checked: (value) => settingRow(definition.key, value).value,
    };
  });
}

/** The texts inside a section type's own fields (a checklist's items, a step's parts), each checked by the type's schema. */
function sectionItemSources(section: PageSection, name: string): TextSource[] {
  if (!isSectionType(section.sectionType)) return [];
  const type = section.sectionType;
  const meta: AnySectionMeta = readSectionMeta(type, section.metadata);
  return Object.entries(sectionItemTexts(meta)).map(([field, english]) => ({
    kind: 'section',
    ref: String(section.id),
    field,
    english,
    page: section.pageId as LedgerPage,
    label: `Section "${name}": ${itemLabel(field, meta)}`,
    html: false,
    multiLine: field.endsWith('.description'),
    builtIn: false,
    shown: section.isActive,
    checked: (value) => {
      const changed = withItemTexts(meta, { [field]: value });
      const result = SECTION_DEFINITIONS[type].metadata.safeParse(changed);
      if (!result.success) throw InvalidInput.field('value', result.error.issues[0]?.message ?? 'not valid');
      return sectionItemTexts(result.data as AnySectionMeta)[field] ?? value;
    },
  }));
}

/** "checklist item 3", "step 2, time", "photo 1, caption": what the owner calls an item text. */
function itemLabel(field: string, meta: AnySectionMeta): string {
  const [list, place = '', part] = field.split('.');
  const what = FIELD_LABELS[part ?? ''];
  if (list === 'photos') {
    const position = Object.keys(meta.imageDetails ?? {}).findIndex((url) => photoKey(url) === place) + 1;
    return `photo ${position}, ${what}`;
  }
  const position = Number(place) + 1;
  return list === 'items' ? `checklist item ${position}` : `step ${position}, ${what}`;
}

function sectionSources(section: PageSection): TextSource[] {
  const name = section.title || section.sectionType;
  const main = (['title', 'subtitle', 'content', 'buttonText'] as const).map(
    (field): TextSource => ({
      kind: 'section',
      ref: String(section.id),
      field,
      english: section[field],
      page: section.pageId as LedgerPage,
      label: `Section "${name}": ${FIELD_LABELS[field]}`,
      html: field === 'content',
      multiLine: field === 'content',
      builtIn: false,
      shown: section.isActive,
      checked: byFieldSchema(
        sectionFieldSchema(field),
        field === 'content' ? sanitizeSectionHtml : undefined,
      ),
    }),
  );
  return [...main, ...sectionItemSources(section, name)];
}

function projectSources(project: PortfolioProject): TextSource[] {
  return (['title', 'description'] as const).map((field) => ({
    kind: 'project',
    ref: String(project.id),
    field,
    english: project[field],
    page: 'portfolio',
    label: `Project "${project.title}": ${FIELD_LABELS[field]}`,
    html: false,
    multiLine: field === 'description',
    builtIn: false,
    shown: true,
    checked: byFieldSchema(projectFields.shape[field]),
  }));
}

/** What the owner said of each photo of a project: its alt text and caption. */
function photoSources(project: PortfolioProject): TextSource[] {
  return project.imageUrls.flatMap((url, index) =>
    (['alt', 'caption'] as const).map((field) => ({
      kind: 'photo' as const,
      ref: photoRef(project.id, url),
      field,
      english: photoDetailOf(project, index)[field],
      page: 'portfolio' as const,
      label: `Project "${project.title}": photo ${index + 1}, ${FIELD_LABELS[field]}`,
      html: false,
      multiLine: false,
      builtIn: false,
      shown: true,
      checked: byFieldSchema(photoDetail.shape[field]),
    })),
  );
}

function testimonialSource(testimonial: Testimonial): TextSource {
  return {
    kind: 'testimonial',
    ref: String(testimonial.id),
    field: 'content',
    english: testimonial.content,
    page: 'homepage',
    label: `Testimonial by ${testimonial.clientName}`,
    html: false,
    multiLine: true,
    builtIn: false,
    shown: testimonial.featured,
    checked: byFieldSchema(testimonialFields.shape.content),
  };
}

/** A testimonial the ledger translates: one written in English (one in Spanish is shown as its client wrote it). */
const isEnglish = (testimonial: Testimonial) => testimonial.language === 'en';

/** Every text the owner writes in English, in the panel's order: settings, sections, projects (each with its photos), testimonials. */
export async function allTextSources(em: EntityManager): Promise<TextSource[]> {
  const [settings, sections, projects, testimonials] = await Promise.all([
    em.find(SiteSetting, {}),
    em.find(PageSection, {}, { orderBy: { pageId: 'asc', sortOrder: 'asc', id: 'asc' } }),
    em.find(PortfolioProject, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
    em.find(Testimonial, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
  ]);
  return [
    ...settingSources(settings),
    ...sections.flatMap(sectionSources),
    ...projects.flatMap((project) => [...projectSources(project), ...photoSources(project)]),
    ...testimonials.filter(isEnglish).map(testimonialSource),
  ].filter((source) => source.english.trim() !== '' || source.builtIn);
}

/** The English text a translation is of; a text that does not exist is a 404, one never translated a 400. */
export async function textSource(em: EntityManager, ref: TextRef): Promise<TextSource> {
  const pick = (sources: TextSource[]) =>
    sources.find((source) => source.ref === ref.ref && source.field === ref.field);
  let found: TextSource | undefined;
  if (ref.kind === 'setting') {
    const definition = SETTINGS_BY_KEY.get(ref.ref);
    if (!definition) throw new NotFound(REFUSALS.unknownSetting(ref.ref));
    if (!isTranslatableSetting(definition)) {
      throw InvalidInput.field(
        'ref',
        `${ref.ref} is the same in every language: it has nothing to translate`,
      );
    }
    found = pick(settingSources(await em.find(SiteSetting, { key: ref.ref })));
  } else if (ref.kind === 'photo') {
    const id = projectIdOfPhotoRef(ref.ref);
    const row = await em.findOne(PortfolioProject, { id });
    if (!row) throw new NotFound(REFUSALS.doesNotExist(ENTITY_LABELS.project, id));
    const sources = photoSources(row).filter((source) => source.ref === ref.ref);
    if (sources.length === 0) throw new NotFound(`Project ${id} has no such photo`);
    found = pick(sources);
  } else {
    const id = Number(ref.ref);
    const label = ENTITY_LABELS[ref.kind];
    const gone = () => new NotFound(REFUSALS.doesNotExist(label, id));
    if (ref.kind === 'section') {
      const row = await em.findOne(PageSection, { id });
      if (!row) throw gone();
      found = pick(sectionSources(row));
    } else if (ref.kind === 'project') {
      const row = await em.findOne(PortfolioProject, { id });
      if (!row) throw gone();
      found = pick(projectSources(row));
    } else {
      const row = await em.findOne(Testimonial, { id });
      if (!row) throw gone();
      if (!isEnglish(row)) {
        throw InvalidInput.field(
          'ref',
          `testimonial ${id} was written in ${row.language}: it is shown as written`,
        );
      }
      found = pick([testimonialSource(row)]);
    }
  }
  if (!found) throw InvalidInput.field('field', `${ref.kind} has no field ${ref.field} to translate`);
  return found;
}
