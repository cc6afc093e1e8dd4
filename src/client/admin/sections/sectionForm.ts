import type { PageId } from '../../../common/constants';
import { type PageSectionRecord, sectionCreateInput } from '../../../common/schemas/page-section';
import {
  type AnySectionMeta,
  isSectionType,
  metadataInputOf,
  metadataText,
  readSectionMeta,
  SECTION_DEFINITIONS,
} from '../../../common/section-types';

/** What the dialog edits: the entity's fields, with `metadata` as the fields of the section's type. */
export interface SectionForm {
  sectionType: string;
  title: string;
  subtitle: string;
  content: string;
  imageUrl: string;
  buttonText: string;
  buttonLink: string;
  meta: AnySectionMeta;
  isActive: boolean;
  /** The built-in block it follows; '' at the end of the page. */
  afterBlock: string;
}

export type SectionFormErrors = Partial<Record<keyof SectionForm, string>>;

export const EMPTY_FORM: SectionForm = {
  sectionType: 'content',
  title: '',
  subtitle: '',
  content: '',
  imageUrl: '',
  buttonText: '',
  buttonLink: '',
  meta: {},
  isActive: true,
  afterBlock: '',
};

export function formOf(section: PageSectionRecord): SectionForm {
  const type = isSectionType(section.sectionType) ? section.sectionType : 'content';
  return {
    sectionType: section.sectionType,
    title: section.title,
    subtitle: section.subtitle,
    content: section.content,
    imageUrl: section.imageUrl,
    buttonText: section.buttonText,
    buttonLink: section.buttonLink,
    meta: readSectionMeta(type, section.metadata) as AnySectionMeta,
    isActive: section.isActive,
    afterBlock: section.afterBlock ?? '',
  };
}

/**
 * Only the keys the chosen type reads: switching types keeps what was typed, but sends only what applies. The
 * details of photos the section no longer shows are left out.
 */
function metaOfType(form: SectionForm): Record<string, unknown> {
  if (!isSectionType(form.sectionType)) return {};
  const keys = new Set<string>(SECTION_DEFINITIONS[form.sectionType].fields.map((field) => field.key));
  const meta: AnySectionMeta = Object.fromEntries(Object.entries(form.meta).filter(([key]) => keys.has(key)));
  if (meta.imageDetails) {
    const shown = new Set([form.imageUrl, ...(form.meta.images ?? [])]);
    meta.imageDetails = Object.fromEntries(
      Object.entries(meta.imageDetails).filter(([photo]) => shown.has(photo)),
    );
  }
  return meta;
}

type Fields = Omit<SectionForm, 'meta' | 'afterBlock'> & { metadata: string; afterBlock: string | null };

/**
 * Checks the form with the server's own schemas (the section's and its type's, one source of rules) and returns
 * either the fields to send or the message of each invalid field.
 */
export function validateForm(
  form: SectionForm,
  pageId: PageId,
): { fields: Fields; errors?: undefined } | { fields?: undefined; errors: SectionFormErrors } {
  const { meta: _meta, ...rest } = form;
  const errors: SectionFormErrors = {};
  let metadata = '';
  if (isSectionType(form.sectionType)) {
    const typed = metadataInputOf(form.sectionType).safeParse({ metadata: metaOfType(form) });
    if (typed.success) metadata = metadataText(typed.data.metadata);
    else errors.meta = typed.error.issues[0]?.message;
  }
  const fields: Fields = { ...rest, metadata, afterBlock: form.afterBlock || null };
  const result = sectionCreateInput.safeParse({ ...fields, pageId });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'metadata' ? 'meta' : (issue.path[0] as keyof SectionForm);
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  // The schema trims some fields (section type, button link): send what it accepted.
  const data = result.data as NonNullable<typeof result.data>;
  return { fields: { ...fields, sectionType: data.sectionType, buttonLink: data.buttonLink } };
}

/**
 * The form as the section's fields, for the live preview (shared/useFormState sends those that changed): the
 * type's fields as its metadata text, left out while they would not pass (the preview keeps the stored ones).
 * Active or not is left to the save: the preview shows the words.
 */
export function previewFieldsOf(form: SectionForm): Record<string, unknown> {
  const { meta: _meta, isActive: _isActive, afterBlock, ...rest } = form;
  // The place on the page as a save sends it: none chosen is the end of the page.
  const fields = { ...rest, afterBlock: afterBlock || null };
  if (!isSectionType(form.sectionType)) return fields;
  const typed = metadataInputOf(form.sectionType).safeParse({ metadata: metaOfType(form) });
  return typed.success ? { ...fields, metadata: metadataText(typed.data.metadata) } : fields;
}
