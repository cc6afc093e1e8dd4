import { ICON_NAMES, type PageId } from '../../../common/constants';
import { type PageSectionRecord, sectionCreateInput } from '../../../common/schemas/page-section';

/** What the dialog edits: the entity's fields, with the icon pulled out of `metadata` for its own select. */
export interface SectionForm {
  sectionType: string;
  title: string;
  subtitle: string;
  content: string;
  imageUrl: string;
  buttonText: string;
  buttonLink: string;
  icon: string;
  /** The metadata keys other than a known icon, as JSON text ('' when there are none). */
  extraMetadata: string;
  isActive: boolean;
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
  icon: '',
  extraMetadata: '',
  isActive: true,
};

const isIconName = (value: unknown): value is string =>
  typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function formOf(section: PageSectionRecord): SectionForm {
  const meta = section.metadata.trim() ? parseObject(section.metadata) : {};
  // Metadata that is not a JSON object is shown as it is, so nothing stored is silently dropped.
  let icon = '';
  let extraMetadata = meta ? '' : section.metadata;
  if (meta) {
    const { icon: storedIcon, ...rest } = meta;
    if (isIconName(storedIcon)) icon = storedIcon;
    else if (storedIcon !== undefined) rest.icon = storedIcon;
    extraMetadata = Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : '';
  }
  return {
    sectionType: section.sectionType,
    title: section.title,
    subtitle: section.subtitle,
    content: section.content,
    imageUrl: section.imageUrl,
    buttonText: section.buttonText,
    buttonLink: section.buttonLink,
    icon,
    extraMetadata,
    isActive: section.isActive,
  };
}

export const METADATA_MESSAGE =
  'Metadata must be a JSON object, for example {"images": ["/images/hero.jpg"]}';

/** The stored metadata text: the advanced keys with the chosen icon merged in; null when the JSON is invalid. */
export function metadataOf(form: SectionForm): string | null {
  const extra = form.extraMetadata.trim() ? parseObject(form.extraMetadata) : {};
  if (!extra) return null;
  const merged = form.icon ? { ...extra, icon: form.icon } : extra;
  return Object.keys(merged).length > 0 ? JSON.stringify(merged) : '';
}

type Fields = Omit<SectionForm, 'icon' | 'extraMetadata'> & { metadata: string };

/**
 * Checks the form with the server's own schema (one source of rules) and returns either the fields to send
 * or the message of each invalid field.
 */
export function validateForm(
  form: SectionForm,
  pageId: PageId,
): { fields: Fields; errors?: undefined } | { fields?: undefined; errors: SectionFormErrors } {
  const metadata = metadataOf(form);
  const { icon: _icon, extraMetadata: _extra, ...rest } = form;
  const fields: Fields = { ...rest, metadata: metadata ?? '' };
  const result = sectionCreateInput.safeParse({ ...fields, pageId });
  const errors: SectionFormErrors = {};
  if (metadata === null) errors.extraMetadata = METADATA_MESSAGE;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'metadata' ? 'extraMetadata' : (issue.path[0] as keyof SectionForm);
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  // The schema trims some fields (section type, button link): send what it accepted.
  const data = result.data as NonNullable<typeof result.data>;
  return { fields: { ...fields, sectionType: data.sectionType, buttonLink: data.buttonLink } };
}
