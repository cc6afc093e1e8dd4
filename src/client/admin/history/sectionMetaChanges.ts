import {
  type AnySectionMeta,
  isSectionType,
  type MetaField,
  metadataObject,
  SECTION_DEFINITIONS,
} from '../../../common/section-types';

/** One type field of a section as the History shows it: text, or a list of photos. */
export interface MetaChange {
  /** `metadata.<key>`, or `metadata` for the formatted-text fallback. */
  key: string;
  label: string;
  before: string | string[];
  after: string | string[];
}

/** The side of a change a version compares: the section's type and its stored metadata text. */
export interface SectionSide {
  sectionType?: unknown;
  metadata?: unknown;
}

const FALLBACK_LABEL = 'Type fields';

/** A field's name to the owner: the registry's label without the form's "(optional)". */
const labelOf = (field: MetaField) => (field.kind === 'icon' ? 'Icon' : field.label);

/** An icon left unchosen: the type's default icon shows, or none. */
const unsetIcon = (field: MetaField & { kind: 'icon' }) =>
  field.fallback ? `Default (${field.fallback})` : '';

/** What the owner sees on the public page for one field, in words. */
function fieldText(field: MetaField, meta: AnySectionMeta): string | string[] {
  switch (field.kind) {
    case 'icon':
      return meta.icon ?? unsetIcon(field);
    case 'images':
      return meta.images ?? [];
    case 'steps':
      return (meta.steps ?? [])
        .map((step, index) => {
          const heading = `${index + 1}. ${step.title}${step.timeline ? ` (${step.timeline})` : ''}`;
          // The description indented under its step, so each step starts a line of its own.
          return step.description ? `${heading}\n   ${step.description}` : heading;
        })
        .join('\n');
    case 'items':
      return (meta.items ?? []).map((item) => `• ${item}`).join('\n');
    case 'photoDetails':
      return Object.values(meta.imageDetails ?? {})
        .map((detail, index) => {
          const focus =
            detail.focusX === 50 && detail.focusY === 50
              ? ''
              : ` (focal point ${detail.focusX}%, ${detail.focusY}%)`;
          return `${index + 1}. ${detail.alt || 'No description'}${detail.caption ? ` — ${detail.caption}` : ''}${focus}`;
        })
        .join('\n');
  }
}

/** A side's fields by key, or null when its type or metadata is unknown to the registry (legacy, hand-edited). */
function readable(side: SectionSide | null): Map<string, { label: string; value: string | string[] }> | null {
  const fields = new Map<string, { label: string; value: string | string[] }>();
  if (!side) return fields;
  const type = String(side.sectionType ?? '');
  if (!isSectionType(type)) return null;
  const parsed = SECTION_DEFINITIONS[type].metadata.safeParse(metadataObject(String(side.metadata ?? '')));
  if (!parsed.success) return null;
  for (const field of SECTION_DEFINITIONS[type].fields as readonly MetaField[]) {
    fields.set(field.key, { label: labelOf(field), value: fieldText(field, parsed.data as AnySectionMeta) });
  }
  return fields;
}

/** Stored metadata as indented JSON when it is JSON, else as stored. */
function formatted(side: SectionSide | null): string {
  const text = String(side?.metadata ?? '');
  const object = metadataObject(text);
  return object && Object.keys(object).length > 0 ? JSON.stringify(object, null, 2) : text;
}

/**
 * A section's `metadata` change as its type's fields (src/common/section-types.ts): each field that differs,
 * labelled as in the section dialog; steps and checklist items as one line each, gallery photos as photos. A
 * field only one side's type has is empty on the other (a change of type). When either side is not what its type
 * reads (a legacy or unknown type, metadata its schema refuses), the whole metadata is compared as formatted text.
 */
export function metadataChanges(before: SectionSide | null, after: SectionSide | null): MetaChange[] {
  const old = readable(before);
  const current = readable(after);
  if (!old || !current) {
    const was = formatted(before);
    const now = formatted(after);
    return was === now ? [] : [{ key: 'metadata', label: FALLBACK_LABEL, before: was, after: now }];
  }
  const keys = [...new Set([...current.keys(), ...old.keys()])];
  return keys.flatMap((key) => {
    const was = old.get(key);
    const now = current.get(key);
    const empty = Array.isArray(was?.value ?? now?.value) ? [] : '';
    const change = {
      key: `metadata.${key}`,
      label: now?.label ?? was?.label ?? key,
      before: was?.value ?? empty,
      after: now?.value ?? empty,
    };
    const same = JSON.stringify(change.before) === JSON.stringify(change.after);
    // A new section lists what it was given, not the default icon it was left with.
    const leftUnset =
      before === null && typeof change.after === 'string' && change.after.startsWith('Default (');
    return same || leftUnset ? [] : [change];
  });
}
