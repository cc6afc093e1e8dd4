import type { AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cachedReadsOf } from '../../src/server/http/response-cache/declarations';
import { tagsReadBy } from '../../src/server/http/response-cache/requests';
import { appRouter } from '../../src/server/routers/_app';
import { type AppMeta, t } from '../../src/server/trpc/init';
import { adminProcedure, publicProcedure, router } from '../../src/server/trpc/procedures';

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
const metaOf = (procedure: AnyProcedure) => procedure._def.meta as AppMeta | undefined;
const invalidatesOf = (path: string) =>
  metaOf(procedures.find(([name]) => name === path)?.[1] as AnyProcedure)?.invalidates;

describe('caching declared on the procedures', () => {
  it('every admin write declares what it invalidates (an empty list when it changes no public data)', () => {
    const writes = procedures.filter(
      ([path, procedure]) => path.startsWith('admin.') && procedure._def.type === 'mutation',
    );
    expect(writes.length).toBeGreaterThan(10);
    const undeclared = writes.filter(([, procedure]) => !Array.isArray(metaOf(procedure)?.invalidates));
    expect(undeclared.map(([path]) => path)).toEqual([]);
  });

  it('maps each admin write to the data it changes', () => {
    expect(invalidatesOf('admin.settings.update')).toEqual(['settings']);
    expect(invalidatesOf('admin.portfolio.delete')).toEqual(['portfolio']);
    expect(invalidatesOf('admin.portfolio.batchUploadUrls')).toEqual([]);
    expect(invalidatesOf('admin.testimonials.create')).toEqual(['testimonials']);
    expect(invalidatesOf('admin.pageSections.mirror')).toEqual(['sections']);
    expect(invalidatesOf('admin.pageSections.reorder')).toEqual(['sections']);
    expect(invalidatesOf('admin.translations.save')).toEqual(['translations', 'portfolio']);
    // A machine draft is kept for the owner's review: no page shows it.
    expect(invalidatesOf('admin.translations.draft')).toEqual([]);
  });

  it('derives the cacheable reads from the router, with their bounded inputs', () => {
    const reads = cachedReadsOf(appRouter);
    expect([...reads.keys()].sort()).toEqual([
      'public.areas.list',
      'public.booking.slots',
      'public.pageSections.active',
      'public.photos.colours',
      'public.portfolio.byCategory',
      'public.portfolio.featured',
      'public.portfolio.list',
      'public.settings.list',
      'public.testimonials.featured',
      'public.testimonials.list',
      'public.translations.list',
    ]);
    expect(tagsReadBy('public.pageSections.active', { pageId: 'altadena' })).toEqual(['sections']);
    expect(tagsReadBy('public.pageSections.active', { pageId: 'elsewhere' })).toBeNull();
    expect(tagsReadBy('public.portfolio.byCategory', { category: 'All Projects' })).toEqual(['portfolio']);
    expect(tagsReadBy('public.photos.colours', undefined)).toEqual(['photos']);
    expect(tagsReadBy('public.auth.me', undefined)).toBeNull();
    // Free times pass into the notice: kept a minute at most.
    expect(reads.get('public.booking.slots')).toMatchObject({
      tags: ['bookings', 'settings'],
      maxAgeMs: 60_000,
    });
    expect(tagsReadBy('public.booking.slots', { kind: 'video' })).toEqual(['bookings', 'settings']);
    expect(tagsReadBy('public.booking.slots', { kind: 'video', from: '2030-01-07' })).toBeNull();
    // A city's page takes any slug: not cacheable by input, so its page is rendered per request.
    expect(tagsReadBy('public.areas.page', { slug: 'altadena' })).toBeNull();
  });

  it('refuses a cache declaration on a write or an admin read, which would serve one caller’s answer to all', () => {
    const declared = { cache: { tags: ['settings'] } } satisfies AppMeta;
    const write = router({ public: router({ save: publicProcedure.meta(declared).mutation(() => 1) }) });
    expect(() => cachedReadsOf(write)).toThrow(/public\.save declares a cache/);
    const adminRead = router({ admin: router({ list: adminProcedure.meta(declared).query(() => 1) }) });
    expect(() => cachedReadsOf(adminRead)).toThrow(/admin\.list declares a cache/);
    const read = t.router({
      list: t.procedure
        .meta(declared)
        .input(z.void())
        .query(() => 1),
    });
    expect(cachedReadsOf(read).get('list')).toEqual({ tags: ['settings'] });
  });
});
