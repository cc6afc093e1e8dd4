import type { z } from 'zod';

/**
 * Reads a procedure's zod input schema the way an attacker reads the API document: which fields there are, where
 * they sit, what bounds they declare, and a value each accepts (so every other field can be valid while one is
 * hostile). Uses zod 4's public `_zod.def` / `_zod.bag` descriptions; wrappers (optional, default, pipe, preprocess)
 * are looked through.
 */

type Schema = z.ZodType;
type Def = { type: string; [key: string]: any };

const defOf = (schema: Schema): Def => (schema as any)._zod.def;
const bagOf = (schema: Schema): Record<string, unknown> => (schema as any)._zod.bag ?? {};

/** The schema a wrapper stands for: the shape that decides which values are accepted. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return unwrap(def.innerType);
    case 'pipe':
      // A preprocess is a pipe from a transform to the real schema; a refine-and-transform pipe keeps its input.
      return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
    case 'lazy':
      return unwrap(def.getter());
    default:
      return schema;
  }
}

/** Typical values of the fields this site has; the first one a field's own schema accepts is its sample. */
const CANDIDATES: unknown[] = [
  'Sample text',
  'all',
  'hero_title',
  'about',
  'Jane Doe',
  'jane@example.com',
  '(310) 555-0100',
  '#d4af37',
  '/objects/portfolio/sample.jpg',
  'https://example.com/',
  'image/jpeg',
  'photo.jpg',
  1,
  true,
  false,
  0,
  [],
  {},
];

export function sampleOf(schema: Schema): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.fromEntries(
      Object.entries(def.shape as Record<string, Schema>).map(([key, field]) => [key, sampleOf(field)]),
    );
  }
  if (def.type === 'array') {
    const min = Number(bagOf(inner).minimum ?? 1);
    return Array.from({ length: Math.max(1, min) }, () => sampleOf(def.element));
  }
  if (def.type === 'enum') return Object.values(def.entries)[0];
  if (def.type === 'literal') return def.values[0];
  if (def.type === 'union') return sampleOf(def.options[0]);
  const accepted = CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
  if (accepted !== undefined) return accepted;
  const minLength = Number(bagOf(inner).minimum ?? 0);
  if (def.type === 'string' && minLength > 0) return 'a'.repeat(minLength);
  return undefined;
}

export interface Field {
  /** Where the field sits in the input: object keys, and 0 for "an element of this list". */
  path: Array<string | number>;
  schema: Schema;
}

/** Every field of an input, nested ones included (an element of a list counts as one field). */
export function fieldsOf(schema: Schema, path: Array<string | number> = []): Field[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const here = path.length ? [{ path, schema }] : [];
  if (def.type === 'object')
    return [
      ...here,
      ...Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        fieldsOf(field, [...path, key]),
      ),
    ];
  if (def.type === 'array') return [...here, ...fieldsOf(def.element, [...path, 0])];
  return here;
}

/** The bounds a field declares: the values right at and right past each are worth sending. */
export function boundaryValues(schema: Schema): unknown[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const bag = bagOf(inner);
  const values: unknown[] = [];
  const min = typeof bag.minimum === 'number' ? bag.minimum : undefined;
  const max = typeof bag.maximum === 'number' ? bag.maximum : undefined;
  if (def.type === 'number') {
    for (const bound of [min, max])
      if (bound !== undefined && Number.isFinite(bound)) values.push(bound - 1, bound, bound + 1);
  }
  if (def.type === 'string') {
    if (max !== undefined && max < 100_000)
      values.push('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max + 1));
    if (min !== undefined && min > 0) values.push('x'.repeat(min - 1));
  }
  if (def.type === 'array') {
    const element = sampleOf(def.element);
    if (max !== undefined && max < 10_000) values.push(Array(max + 1).fill(element));
  }
  return values;
}

/** A value's type as JSON carries it: what a schema's type check looks at before anything else. */
const jsonKindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

/** The field's own schema refuses the value for its type alone (a number where text is wanted), reading no more. */
function refusedForItsTypeAlone(schema: Schema, value: unknown): boolean {
  try {
    const result = schema.safeParse(value);
    return (
      !result.success &&
      result.error.issues.every((issue) => issue.code === 'invalid_type' && !issue.path.length)
    );
  } catch {
    return false;
  }
}

/**
 * The values worth sending to one field of a procedure through a door that carries JSON types as they are. Of the
 * values the field's schema refuses for their type alone, one of each JSON type: the schema refuses `12345`, `-1`
 * and `1e308` in a text field at its type check, the same way, without reading the number. Every value it reads
 * (all of them for a field that takes any value of that type) and every value in `alwaysSent` (what the server
 * reads before any schema: raw JSON, sizes, NUL, lone surrogates) still goes to every field.
 */
export function valuesWorthSending<Value>(
  schema: Schema,
  values: Array<[label: string, value: Value]>,
  alwaysSent: (value: Value) => boolean,
): Array<[label: string, value: Value]> {
  const kindsSent = new Set<string>();
  return values.filter(([, value]) => {
    if (value === undefined || alwaysSent(value) || !refusedForItsTypeAlone(schema, value)) return true;
    const kind = jsonKindOf(value);
    if (kindsSent.has(kind)) return false;
    kindsSent.add(kind);
    return true;
  });
}

/** A copy of `input` with the field at `path` set to `value` (lists keep one element). */
export function withField(input: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(input) && input.length ? input : [undefined];
    return [withField(list[0], rest, value), ...list.slice(1)];
  }
  const object = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  return {
    ...object,
    [head as string]: withField((object as Record<string, unknown>)[head as string], rest, value),
  };
}
