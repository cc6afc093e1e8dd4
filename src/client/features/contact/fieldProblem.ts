import type { Messages } from '../../../common/i18n/catalogs';
import type { LeadFieldDeclaration } from '../../../common/leads/fields';

/**
 * What the form says beside a field the contact schema refused, in the page's language. The schema's own messages
 * are English (the server and the API answer with them); this reads the kind of its refusal instead, and the
 * English catalog words each kind as the schema does (tests/unit/i18n-contact-problems.test.ts holds them equal).
 */
export function fieldProblem(
  field: LeadFieldDeclaration,
  issue: { code: string },
  texts: Messages['contact']['validation'],
  label: string,
): string {
  switch (issue.code) {
    case 'too_big':
      return texts.tooLong(label, field.max);
    case 'custom':
      return field.kind === 'multiLine' ? texts.multiLine(label) : texts.singleLine(label);
    case 'invalid_format':
      return field.kind === 'email' ? texts.email(label) : texts.phone;
    case 'invalid_value':
    case 'invalid_union':
      return texts.choice(label, field.choices?.map((choice) => choice.english).join(', ') ?? '');
    default:
      // Empty (too_small after trimming), or left out.
      return texts.required(label);
  }
}
