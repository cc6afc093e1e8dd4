import { describe, expect, it } from 'vitest';
import { failureText } from '../../src/client/features/contact/failureText';
import { fieldProblem } from '../../src/client/features/contact/fieldProblem';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { LEAD_FIELDS, type LeadFieldDeclaration, leadFieldValuesOf } from '../../src/common/leads/fields';
import { mapErrorText } from '../../src/common/messages';
import { contactInput } from '../../src/common/schemas/contact';

const VALID = leadFieldValuesOf({
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '(310) 555-0100',
  message: 'A kitchen remodel.',
});

/** Values the schema refuses, one field at a time: empty, too long, the wrong shape, invisible controls. */
const REFUSED: Array<[string, string]> = [
  ['name', ''],
  ['name', '   '],
  ['name', 'x'.repeat(201)],
  ['name', 'Ana\u202EReyes'],
  ['email', ''],
  ['email', 'not an address'],
  ['email', `${'a'.repeat(320)}@example.com`],
  ['phone', ''],
  ['phone', 'call me'],
  ['projectType', 'Treehouse'],
  ['propertyAddress', 'x'.repeat(301)],
  ['message', ''],
  ['message', 'x'.repeat(5001)],
  ['message', 'Hello\u0000'],
];

/** The schema's first refusal of a form with one wrong value, and the field it names. */
function refusal(key: string, value: string) {
  const result = contactInput.safeParse({ ...VALID, [key]: value });
  const issue = result.success ? undefined : result.error.issues[0];
  const field = LEAD_FIELDS.find((candidate) => candidate.key === issue?.path[0]) as LeadFieldDeclaration;
  return { issue, field };
}

describe("the contact form's words for a refused field (features/contact/fieldProblem.ts)", () => {
  it.each(REFUSED)("in English, are the schema's own message (%s: %j)", (key, value) => {
    const { issue, field } = refusal(key, value);
    expect(issue?.path[0]).toBe(key);
    const english = messagesOf('en').contact;
    expect(fieldProblem(field, issue as { code: string }, english.validation, field.label)).toBe(
      issue?.message,
    );
  });

  it.each(REFUSED)('in Spanish, are Spanish (%s: %j)', (key, value) => {
    const { issue, field } = refusal(key, value);
    const spanish = messagesOf('es').contact;
    const label = spanish.fields[field.key as keyof typeof spanish.fields].label;
    const text = fieldProblem(field, issue as { code: string }, spanish.validation, label);
    expect(text).not.toBe(issue?.message);
    expect(text).toMatch(/[a-záéíóúñ]{4}/);
  });
});

describe('why a request could not be sent (features/contact/failureText.ts)', () => {
  const failures = [
    { message: 'Failed to fetch' },
    { status: 500, message: '' },
    { status: 422, message: '' },
    { status: 404, message: '' },
  ];

  it('in English, is what common/messages maps the failure to', () => {
    for (const failure of failures)
      expect(failureText(messagesOf('en').contact, failure)).toBe(mapErrorText('contact', failure));
  });

  it('in Spanish, is the same cause in Spanish', () => {
    const spanish = messagesOf('es').contact.failure;
    expect(failures.map((failure) => failureText(messagesOf('es').contact, failure))).toEqual([
      spanish.network,
      spanish.server,
      spanish.fields,
      spanish.fallback,
    ]);
  });

  it("after too many requests: the server's own words on an English page, Spanish ones on a Spanish page", () => {
    const throttled = { status: 429, message: 'Please wait 5 minutes and try again, or call us.' };
    expect(failureText(messagesOf('en').contact, throttled)).toBe(throttled.message);
    expect(failureText(messagesOf('es').contact, throttled)).toBe(messagesOf('es').contact.throttled(''));
    expect(failureText(messagesOf('es').contact, throttled)).toMatch(/^Recibimos varias solicitudes/);
  });
});
