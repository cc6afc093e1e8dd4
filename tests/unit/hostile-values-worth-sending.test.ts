import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOSTILE_VALUES, RawJson, readBeforeTheSchema } from '../support/hostile/catalogue';
import { valuesWorthSending } from '../support/hostile/schema-walk';

// What the hostile-input rounds send to one field through the trpc door (tests/support/hostile/rounds.ts).
const labelsSentTo = (schema: z.ZodType) =>
  valuesWorthSending(schema, HOSTILE_VALUES, readBeforeTheSchema).map(([label]) => label);
const labelsOfKind = (kind: (value: unknown) => boolean) =>
  HOSTILE_VALUES.filter(([, value]) => kind(value)).map(([label]) => label);

describe('the values worth sending to a field', () => {
  it('are all the texts for a text field, and one number, one list, one object of those its type refuses', () => {
    const sent = labelsSentTo(z.string().max(200));
    expect(sent).toEqual(expect.arrayContaining(labelsOfKind((value) => typeof value === 'string')));
    expect(
      sent.filter((label) => labelsOfKind((value) => typeof value === 'number').includes(label)),
    ).toEqual(['a number']);
    expect(sent).toContain('null');
    expect(sent).toContain('true');
    expect(sent).toContain('an object');
    expect(sent).toContain('a list');
    expect(sent).not.toContain('an empty list');
  });

  it('are every number for a number field, with raw JSON and what is read before the schema', () => {
    const sent = labelsSentTo(z.number().int().min(0));
    expect(sent).toEqual(expect.arrayContaining(labelsOfKind((value) => typeof value === 'number')));
    expect(sent).toEqual(expect.arrayContaining(labelsOfKind((value) => value instanceof RawJson)));
    expect(sent).toContain('NUL');
    expect(sent).toContain('lone surrogates, high and low');
    expect(sent).toContain('text of 300,000 characters');
    expect(sent).toContain('empty text');
    expect(sent).not.toContain('SQL');
  });

  it('are all of them for a field whose schema reads values of every type (a preprocess, a union)', () => {
    const everything = HOSTILE_VALUES.map(([label]) => label);
    expect(labelsSentTo(z.preprocess((value) => String(value), z.string().max(10)))).toEqual(everything);
    expect(labelsSentTo(z.union([z.string(), z.number()]))).toEqual(everything);
  });
});
