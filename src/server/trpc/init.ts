import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { REFUSALS } from '../../common/messages';
import type { DataTag } from '../services/cache-tags';
import { InvalidInput, SlotTaken } from '../services/errors';
import type { Context } from './context';

/** What a caller is told of a failure on our side, on both doors and by Express. */
export const INTERNAL_ERROR_MESSAGE = REFUSALS.internal;

/**
 * What a procedure caches or invalidates, declared on the procedure itself; the HTTP caches derive their tables from
 * the router (http/response-cache/declarations.ts), so a new procedure cannot be forgotten in a list elsewhere.
 */
export interface CacheMeta {
  /**
   * A public read whose answer the HTTP caches may keep: the data it shows and, when it takes an input, its one
   * field and the values allowed there (request input can then only ever make a bounded number of keys).
   */
  cache?: {
    tags: readonly DataTag[];
    input?: { field: string; values: readonly string[] };
    /** For an answer that also moves with the clock (free times pass): kept at most this long. */
    maxAgeSeconds?: number;
  };
  /** An admin write: the data its success changes, dropped from every cache before it answers (`[]`: none). */
  invalidates?: readonly DataTag[];
}

export type AppMeta = OpenApiMeta & CacheMeta;

export const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    // No answer carries a stack (the formatter below drops it): outside production tRPC would still read every
    // error's stack for it, which under --enable-source-maps means mapping it through the bundle's source map.
    isDev: false,
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const fieldErrors =
        error.cause instanceof InvalidInput || error.cause instanceof SlotTaken
          ? error.cause.fieldErrors
          : undefined;
      const { stack: _stack, ...data } = shape.data;
      // An unexpected failure's own message (a database's, a library's) is for the log, not for the caller.
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message;
      return { ...shape, message, data: { ...data, ...(fieldErrors ? { fieldErrors } : {}) } };
    },
  });
