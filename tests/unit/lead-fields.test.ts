import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  LEAD_FIELD_KEYS,
  LEAD_FIELDS,
  type LeadFieldDeclaration,
  leadFieldsOn,
  leadFieldValuesOf,
} from '../../src/common/leads/fields';
import { contactFields, contactSubmissionOutput, leadFieldSchema } from '../../src/common/schemas/contact';
import { ormOptions } from '../../src/server/db/orm-options';
import { ContactSubmission } from '../../src/server/entities';
import { csvHeader } from '../../src/server/services/leads/contact-csv';
import { leadEmail } from '../../src/server/services/leads/lead-email';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a lead’s fields, declared once (common/leads/fields.ts)', () => {
  it('are the contact schema’s fields, in their order, each refused empty only when required', () => {
    expect(Object.keys(contactFields.shape)).toEqual(LEAD_FIELD_KEYS);
    for (const field of LEAD_FIELDS as readonly LeadFieldDeclaration[]) {
      const schema = contactFields.shape[field.key as keyof typeof contactFields.shape];
      expect(messagesOf(schema, undefined)).toEqual(field.required ? [`${field.label} is required`] : []);
      expect(messagesOf(schema, 'x'.repeat(field.max + 1))[0]).toMatch(new RegExp(`^${field.label} must be`));
    }
    // What a read answers carries each of them.
    expect(Object.keys(contactSubmissionOutput.shape)).toEqual(expect.arrayContaining([...LEAD_FIELD_KEYS]));
  });

  it('are each a column of the ContactSubmission entity, as long as the field and never null', () => {
    const properties = orm.getMetadata().get(ContactSubmission).properties as Record<
      string,
      { columnTypes: string[]; nullable?: boolean }
    >;
    for (const field of LEAD_FIELDS as readonly LeadFieldDeclaration[]) {
      const property = properties[field.key];
      expect(property, field.key).toBeDefined();
      expect(property?.nullable ?? false, field.key).toBe(false);
      expect(property?.columnTypes[0], field.key).toBe(
        field.kind === 'multiLine' ? 'text' : `varchar(${field.max})`,
      );
    }
  });

  it('check each kind as it says, required or not, with messages naming the field', () => {
    const declared = (kind: LeadFieldDeclaration['kind'], required: boolean) =>
      leadFieldSchema({
        key: 'x',
        label: 'Extra',
        max: 40,
        required,
        shownOn: ['form'],
        ...(kind === 'choice'
          ? {
              kind,
              choices: [
                { id: 'mornings', english: 'Mornings' },
                { id: 'evenings', english: 'Evenings' },
              ],
            }
          : { kind }),
      } as LeadFieldDeclaration);
    const cases: Array<[LeadFieldDeclaration['kind'], string, string, string]> = [
      ['text', 'Mornings', 'a\nb', 'Extra must be one line'],
      ['email', 'a@example.com', 'not an address', 'Extra must be a valid email address'],
      ['phone', '(310) 555-0100', 'call me', 'Phone must be a phone number'],
      ['multiLine', 'a\nb', 'a\u202Eb', 'Extra must not contain'],
      ['choice', 'Evenings', 'Noon', 'Extra must be one of: Mornings, Evenings'],
    ];
    for (const [kind, good, bad, message] of cases) {
      for (const required of [true, false]) {
        const schema = declared(kind, required);
        expect(messagesOf(schema, good), `${kind} ${required}`).toEqual([]);
        expect(messagesOf(schema, bad)[0], `${kind} ${required}`).toMatch(new RegExp(`^${message}`));
        expect(schema.safeParse(undefined).success, `${kind} ${required}`).toBe(!required);
        if (!required) expect(schema.parse(undefined), kind).toBe('');
      }
    }
    // A choice is sent as its English value or its id, and stored as its id.
    for (const required of [true, false]) {
      expect(declared('choice', required).parse('Evenings')).toBe('evenings');
      expect(declared('choice', required).parse('evenings')).toBe('evenings');
    }
  });

  it('give the CSV its columns and the owner’s e-mail its lines, in their order', () => {
    const header = csvHeader({ timeZone: 'America/Los_Angeles' } as Parameters<typeof csvHeader>[0]);
    const labels = leadFieldsOn('csv').map((field) => `"${field.label}"`);
    expect(header).toContain(`"Received (America/Los_Angeles)",${labels.join(',')},`);

    const lead = {
      ...leadFieldValuesOf({ name: 'Ann Lee', email: 'ann@example.com', phone: '(310) 555-0100' }),
      message: 'A detached ADU.',
      id: 3,
      createdAt: new Date('2026-11-25T12:00:00Z'),
    };
    const envelope = {
      from: 'site@example.com',
      to: 'o@example.com',
      company: 'C',
      siteUrl: 'https://x.example',
    };
    const lines = String(leadEmail(lead, envelope).text).split('\n');
    const shown = leadFieldsOn('email')
      .map((field) => lines.findIndex((line) => line.startsWith(`${field.label}:`)))
      .filter((index) => index >= 0);
    // Every required field and every field with a fallback text is there, in the declared order.
    const expected = leadFieldsOn('email').filter((field) => field.required || field.whenEmpty);
    expect(shown).toHaveLength(expected.length);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(lines).toContain('Project type: General Inquiry');
    expect(lines).not.toContain('Property address: ');
  });
});
