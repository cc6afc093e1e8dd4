import { isMultiLineText } from '../../../common/schemas/fields';
import { textRefInput } from '../../../common/schemas/translation';
import { InvalidInput } from '../errors';
import { sanitizeSectionHtml } from '../sanitize';

/**
 * A ledger row as a restore stores it: a text the ledger knows (kind, field, language), its words without control
 * characters, and a section's HTML sanitized as a save sanitizes it. Whether the item still exists is not asked:
 * a translation of an item the archive does not hold is never shown, and goes when the item's id is purged.
 */
export function translationRow(fields: Record<string, unknown>): Record<string, unknown> {
  const ref = textRefInput.safeParse(fields);
  if (!ref.success) throw InvalidInput.fromIssues(ref.error.issues);
  const html = ref.data.kind === 'section' && ref.data.field === 'content';
  const words = (name: 'value' | 'draft') => {
    const text = fields[name];
    if (typeof text !== 'string') throw InvalidInput.field(name, `${name} must be text`);
    if (!isMultiLineText(text)) throw InvalidInput.field(name, `${name} holds control characters`);
    return html ? sanitizeSectionHtml(text) : text;
  };
  return { ...fields, value: words('value'), draft: words('draft') };
}
