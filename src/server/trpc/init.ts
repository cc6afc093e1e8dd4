import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';

export interface FieldError {
  path: string;
  message: string;
}

/** Thrown for input that fails a schema: carries one message per field so both doors can name them. */
export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly fieldErrors: FieldError[]) {
    super(
      fieldErrors.map((field) => (field.path ? `${field.path}: ${field.message}` : field.message)).join('; '),
    );
  }
}

export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const fieldErrors = error.cause instanceof InputError ? error.cause.fieldErrors : undefined;
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, data: { ...data, ...(fieldErrors ? { fieldErrors } : {}) } };
    },
  });

/**
 * Zod failures become a 400 whose message names each field and reason ("email: Invalid email address"),
 * instead of the adapters' generic "Input validation failed".
 */
export const namedInputErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ZodError) {
    const cause = new InputError(fieldErrorsOf(result.error.cause));
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
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
