/**
 * What the translation ledger translates (docs/architecture.md, The translation ledger): the texts the owner writes
 * in English, each named by its kind, the item it belongs to and its field. A setting's ref is its key; a section's,
 * project's or testimonial's is its id; a project photo's is photoRef.
 */
import { LANGUAGES, type Language } from '../i18n/languages';

export const TRANSLATED_FIELDS = {
  setting: ['value'],
  section: ['title', 'subtitle', 'content', 'buttonText'],
  project: ['title', 'description'],
  testimonial: ['content'],
  photo: ['alt', 'caption'],
} as const;

export type TranslationKind = keyof typeof TRANSLATED_FIELDS;
export const TRANSLATION_KINDS = Object.keys(TRANSLATED_FIELDS) as TranslationKind[];

/** The languages a text is translated into: every language but the site's own. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language !== 'en') as Exclude<
  Language,
  'en'
>[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** One text the owner wrote: which item, which of its fields. */
export interface TextRef {
  kind: TranslationKind;
  ref: string;
  field: string;
}

/**
 * The texts inside a section type's own fields, each its own text of the ledger: a checklist's item by its place
 * (`items.2`), a step's title, time and description (`steps.0.title`), a gallery photo's alt text and caption by
 * its address (`photos.<photoKey>.alt`).
 */
export const SECTION_ITEM_FIELD =
  /^(?:items\.\d{1,2}|steps\.\d{1,2}\.(?:title|description|timeline)|photos\.[0-9a-f]{16}\.(?:alt|caption))$/;

export const isTranslatedField = (kind: TranslationKind, field: string): boolean =>
  (TRANSLATED_FIELDS[kind] as readonly string[]).includes(field) ||
  (kind === 'section' && SECTION_ITEM_FIELD.test(field));

/** A section's item texts by their ledger field, as its type's fields hold them (withItemTexts puts them back). */
export function sectionItemTexts(meta: {
  items?: readonly string[] | undefined;
  steps?: ReadonlyArray<{ title: string; description: string; timeline: string }> | undefined;
  imageDetails?: Readonly<Record<string, { alt: string; caption: string }>> | undefined;
}): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [url, detail] of Object.entries(meta.imageDetails ?? {})) {
    texts[`photos.${photoKey(url)}.alt`] = detail.alt;
    texts[`photos.${photoKey(url)}.caption`] = detail.caption;
  }
  meta.items?.forEach((item, index) => {
    texts[`items.${index}`] = item;
  });
  meta.steps?.forEach((step, index) => {
    for (const part of ['title', 'timeline', 'description'] as const)
      texts[`steps.${index}.${part}`] = step[part];
  });
  return texts;
}

/** The section's item texts put back in its type's fields, from what the page shows of each (`shown`). */
export function withItemTexts<Meta extends Parameters<typeof sectionItemTexts>[0]>(
  meta: Meta,
  shown: Readonly<Record<string, unknown>>,
): Meta {
  const said = (field: string, english: string) => {
    const text = shown[field];
    return typeof text === 'string' ? text : english;
  };
  const details = meta.imageDetails;
  return {
    ...meta,
    ...(details
      ? {
          imageDetails: Object.fromEntries(
            Object.entries(details).map(([url, detail]) => [
              url,
              {
                ...detail,
                alt: said(`photos.${photoKey(url)}.alt`, detail.alt),
                caption: said(`photos.${photoKey(url)}.caption`, detail.caption),
              },
            ]),
          ),
        }
      : {}),
    ...(meta.items ? { items: meta.items.map((item, index) => said(`items.${index}`, item)) } : {}),
    ...(meta.steps
      ? {
          steps: meta.steps.map((step, index) => ({
            title: said(`steps.${index}.title`, step.title),
            timeline: said(`steps.${index}.timeline`, step.timeline),
            description: said(`steps.${index}.description`, step.description),
          })),
        }
      : {}),
  };
}

/** The one spelling of a text's name, in the ledger's history and in the lookups the pages build. */
export const textKey = ({ kind, ref, field }: TextRef): string => `${kind}:${ref}:${field}`;

/**
 * Where a text stands in a language:
 * - `translated`: its translation was written for the English it has now (or it is a built-in text the owner has
 *   not changed, which has its own wording);
 * - `stale`: translated, but the English changed since; the page keeps showing the translation until it is redone;
 * - `missing`: never translated: the page shows the English, marked as English.
 */
export type TranslationState = 'translated' | 'stale' | 'missing';

export const isTranslationLanguage = (language: Language): language is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly Language[]).includes(language);

/**
 * A project photo's name in the ledger: the project's id and a short hash of the photo's address, so its
 * translation follows the photo when the owner reorders them (a position would hand it to another photo) and the
 * ref stays short for any address. The same on the server and in the browser (no crypto API needed).
 */
export function photoRef(projectId: number, url: string): string {
  return `${projectId}:${photoKey(url)}`;
}

/** A photo's address as 16 hex digits: a ledger name of the same length for any address. */
export const photoKey = (url: string) => `${fnv1a32(url, 0x811c9dc5)}${fnv1a32(url, 0x01000193)}`;

export const PHOTO_REF_PATTERN = /^[1-9][0-9]{0,9}:[0-9a-f]{16}$/;

/** The project a photo's ref belongs to. */
export const projectIdOfPhotoRef = (ref: string): number => Number(ref.slice(0, ref.indexOf(':')));

function fnv1a32(text: string, seed: number): string {
  let hash = seed;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
