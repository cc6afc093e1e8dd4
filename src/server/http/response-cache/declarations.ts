import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { DataTag } from '../../services/cache-tags';
import type { AppMeta } from '../../trpc/init';

/** A public read the HTTP caches may keep, as its procedure's meta declares it. */
export interface CachedRead {
  tags: readonly DataTag[];
  input?: { field: string; values: ReadonlySet<string> };
  maxAgeMs?: number;
}

/**
 * The public reads of a router that declare `cache` in their meta, by procedure path, read once at start-up.
 * A declaration on a write or an admin procedure is a mistake that would serve one caller's answer to everyone:
 * it stops the start-up instead.
 */
export function cachedReadsOf(router: AnyRouter): ReadonlyMap<string, CachedRead> {
  const reads = new Map<string, CachedRead>();
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const declared = (procedure._def.meta as AppMeta | undefined)?.cache;
    if (!declared) continue;
    if (procedure._def.type !== 'query' || path.startsWith('admin.'))
      throw new Error(`${path} declares a cache, but only public reads can be cached`);
    const { tags, input, maxAgeSeconds } = declared;
    reads.set(path, {
      tags,
      ...(input ? { input: { field: input.field, values: new Set(input.values) } } : {}),
      ...(maxAgeSeconds ? { maxAgeMs: maxAgeSeconds * 1000 } : {}),
    });
  }
  return reads;
}
