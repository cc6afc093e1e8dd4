import type { AnyProcedure } from '@trpc/server';
import { createProcedureCache, type OpenApiMeta, normalizePath as theirNormalizePath } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { normalizePath, restRouteOf } from '../../src/server/http/rest-routes';
import { appRouter } from '../../src/server/routers/_app';

/** trpc-to-openapi's own lookup, the one its REST door answers by. */
const theirs = createProcedureCache(appRouter);
type Method = Parameters<typeof theirs>[0];

/** Every declared REST path with its `{name}` segments filled in, plus spellings and addresses around them. */
function addresses(): Array<[Method, string]> {
  const found: Array<[Method, string]> = [];
  // At run time a flat record by dotted path (as trpc-to-openapi reads it), whatever the type says.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  for (const procedure of Object.values(procedures)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi) continue;
    const filled = openapi.path.replace(/\{(.+?)\}/g, (_, key) => `${key}-1`);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)
      for (const path of [filled, filled.toUpperCase(), `${filled}/extra`, filled.replace(/[^/]+$/, '')])
        found.push([method, normalizePath(path)]);
  }
  return [...found, ['GET', '/'], ['GET', '/no-such-path'], ['GET', '/admin/']];
}

describe('the REST route lookup (ours, so public pages need not load trpc-to-openapi)', () => {
  it('finds what trpc-to-openapi finds, for every declared path and the addresses around them', () => {
    const list = addresses();
    expect(list.length).toBeGreaterThan(100);
    for (const [method, path] of list) {
      const expected = theirs(method, path);
      const expectation = expected?.procedure
        ? { path: expected.procedure.path, pathInput: { ...expected.pathInput } }
        : undefined;
      expect(restRouteOf(method, path), `${method} ${path}`).toEqual(expectation);
    }
  });

  it('normalizes paths as trpc-to-openapi does', () => {
    for (const path of ['', '/', 'a', '/a/', 'a/b/', '//a//', '/A/b'])
      expect(normalizePath(path)).toBe(theirNormalizePath(path));
  });
});
