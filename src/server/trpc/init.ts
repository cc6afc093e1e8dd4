import type { ServerResponse } from 'node:http';
import { ConnectionException } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { REFUSALS } from '../../common/messages';
import { InvalidInput } from '../services/errors';
import type { Context } from './context';

/** What a caller is told of a failure on our side, on both doors and by Express. */
export const INTERNAL_ERROR_MESSAGE = REFUSALS.internal;

/** The kinds of public data the HTTP caches keep: a cached answer names those it shows, a write those it changes. */
export const DATA_TAGS = ['settings', 'portfolio', 'testimonials', 'sections'] as const;
export type DataTag = (typeof DATA_TAGS)[number];

/**
 * What a procedure caches or invalidates, declared on the procedure itself; the HTTP caches derive their tables from
 * the router (http/response-cache/declarations.ts), so a new procedure cannot be forgotten in a list elsewhere.
 */
export interface CacheMeta {
  /**
   * A public read whose answer the HTTP caches may keep: the data it shows and, when it takes an input, its one
   * field and the values allowed there (request input can then only ever make a bounded number of keys).
   */
  cache?: { tags: readonly DataTag[]; input?: { field: string; values: readonly string[] } };
  /** An admin write: the data its success changes, dropped from every cache before it answers (`[]`: none). */
  invalidates?: readonly DataTag[];
}

export type AppMeta = OpenApiMeta & CacheMeta;

export const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const fieldErrors = error.cause instanceof InvalidInput ? error.cause.fieldErrors : undefined;
      const { stack: _stack, ...data } = shape.data;
      // An unexpected failure's own message (a database's, a library's) is for the log, not for the caller.
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message;
      return { ...shape, message, data: { ...data, ...(fieldErrors ? { fieldErrors } : {}) } };
    },
  });

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

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (current instanceof ConnectionException) return true;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED/.test(message))
      return true;
    current = cause;
  }
  return false;
}

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
