import type { ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { REFUSALS } from '../../common/messages';
import { isDatabaseUnavailable } from '../db/outage';
import { InvalidInput } from '../services/errors';
import { t } from './init';

/** UTF-16 halves of a character standing alone (a `u` pattern sees a well-formed pair as one character). */
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * `value` with every lone surrogate in its texts (and object keys) replaced by U+FFFD, the same objects where
 * there is none; throws the path of the first text holding a NUL character.
 */
function storable(value: unknown, path: string[] = []): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new NulCharacterAt(path);
    return value.replace(LONE_SURROGATE, () => '\uFFFD');
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
export const storableText = t.middleware(async ({ getRawInput, next }) =>
  next({
    getRawInput: async () => {
      try {
        return storable(await getRawInput());
      } catch (error) {
        // Answered as every refused field is (trpc/domain-errors.ts).
        throw error instanceof NulCharacterAt
          ? InvalidInput.field(error.path.join('.'), error.message)
          : error;
      }
    },
  }),
);

/** The 503 of an outage, with Retry-After on the response when there is one. */
export function databaseUnavailable(cause: unknown, res?: ServerResponse): TRPCError {
  if (res && !res.headersSent) res.setHeader('Retry-After', '5');
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: REFUSALS.briefOutage,
    cause,
  });
}

/**
 * While PostgreSQL restarts, calls fail cleanly: 503 with a text a visitor can act on and Retry-After, never a
 * 500 or a crash; the pool reconnects by itself once the database is back.
 */
export const databaseOutages = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw databaseUnavailable(result.error, ctx.res);
  }
  return result;
});

/**
 * The REST adapter hands path parameters over still URL-encoded ("All%20Projects"): decode them here,
 * the one place, for requests that came through that door.
 */
export const decodedPathParams = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const names = [...(meta?.openapi?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => match[1] as string);
  if (ctx.door !== 'rest' || names.length === 0) return next();
  return next({
    getRawInput: async () => {
      const raw = await getRawInput();
      if (!raw || typeof raw !== 'object') return raw;
      const decoded: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
      for (const name of names) {
        const value = decoded[name];
        if (typeof value === 'string') decoded[name] = safeDecode(value);
      }
      return decoded;
    },
  });
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
