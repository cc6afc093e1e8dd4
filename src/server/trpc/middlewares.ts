import { REFUSALS } from '../../common/messages';
import { InvalidInput } from '../services/errors';
import { t } from './init';

/**
 * `value` with every lone surrogate in its texts (and object keys) replaced by U+FFFD, the same objects where
 * there is none; throws the path of the first text holding a NUL character.
 */
function storable(value: unknown, path: string[] = []): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new NulCharacterAt(path);
    // toWellFormed replaces each UTF-16 half standing alone with U+FFFD.
    return value.isWellFormed() ? value : value.toWellFormed();
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) => storable(item, [...path, String(index)]));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const entry = [storable(key, [...path, key]), storable(item, [...path, key])];
    if (entry[0] !== key || entry[1] !== item) changed = true;
    return entry;
  });
  // fromEntries defines every key as an own property, `__proto__` included.
  return changed ? Object.fromEntries(entries) : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

class NulCharacterAt extends Error {
  constructor(readonly path: string[]) {
    super(REFUSALS.nulCharacter);
  }
}

/**
 * Every text of every input is checked as the input is read (so an admin call's sign-in check still comes first):
 * - A NUL character is refused with a 400 naming the field: PostgreSQL cannot store one (a 500 before).
 * - A lone surrogate (half of an emoji, left by a client that cut a text in the middle of one) is replaced by
 *   U+FFFD and the input taken. Every UTF-8 encoder does that to it anyway, so nothing else the visitor typed
 *   changes; refusing would lose a lead over a character nobody can see or retype, and storing it as is broke
 *   PostgreSQL's JSON (the leads are written through jsonb) with a 500.
 */
function storableInput(raw: unknown): unknown {
  try {
    return storable(raw);
  } catch (error) {
    // Answered as every refused field is (trpc/domain-errors.ts).
    throw error instanceof NulCharacterAt ? InvalidInput.field(error.path.join('.'), error.message) : error;
  }
}

/**
 * The REST adapter hands path parameters over still URL-encoded ("All%20Projects"): they are decoded here, the one
 * place, for requests that came through that door.
 */
function decodedPathParams(raw: unknown, names: string[]): unknown {
  if (names.length === 0 || !raw || typeof raw !== 'object') return raw;
  const decoded: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const name of names) {
    const value = decoded[name];
    if (typeof value === 'string') decoded[name] = safeDecode(value);
  }
  return decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * How every call's input is read: the REST door's path parameters decoded, then every text made storable. One
 * middleware for both (and one for the refusals, trpc/domain-errors.ts): each level of tRPC's middleware chain
 * copies the call's options, a measurable part of a contact request's CPU (docs/leads.md).
 */
export const readableInput = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const names =
    ctx.door === 'rest'
      ? [...(meta?.openapi?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => match[1] as string)
      : [];
  return next({ getRawInput: async () => storableInput(decodedPathParams(await getRawInput(), names)) });
});
