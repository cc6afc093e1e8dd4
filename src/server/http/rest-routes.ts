import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from '../routers/_app';

type Method = NonNullable<OpenApiMeta['openapi']>['method'];

export interface RestRoute {
  /** The procedure's tRPC path (`public.portfolio.byId`). */
  path: string;
  /** The `{name}` segments of the REST path, as sent (not decoded). */
  pathInput: Record<string, string>;
}

/** A REST path as trpc-to-openapi compares it: one leading slash, no trailing one. */
export const normalizePath = (path: string) => `/${path.replace(/^\/|\/$/g, '')}`;

/**
 * The REST door's route lookup, by trpc-to-openapi's rules (its `createProcedureCache`): the procedures whose meta
 * declares an enabled `openapi` path, subscriptions left out, `{name}` matching one segment, case-insensitive, the
 * first registered path winning. Ours, so the response cache and the admin guard need not load trpc-to-openapi,
 * which with its adapters for other frameworks is several MB of heap that no public page uses (it loads at the
 * first request to the REST door: app.ts). tests/unit/rest-routes.test.ts holds it to trpc-to-openapi's own.
 */
export function restRouteLookup(router: AnyRouter) {
  const routes = new Map<string, Array<{ pattern: RegExp; path: string }>>();
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi || openapi.enabled === false || procedure._def.type === 'subscription') continue;
    const grouped = normalizePath(openapi.path).replace(/\{(.+?)\}/g, (_, key) => `(?<${key}>[^/]+)`);
    const list = routes.get(openapi.method) ?? [];
    list.push({ pattern: new RegExp(`^${grouped}$`, 'i'), path });
    routes.set(openapi.method, list);
  }
  return (method: Method | string, path: string): RestRoute | undefined => {
    const route = routes.get(method)?.find(({ pattern }) => pattern.test(path));
    if (!route) return undefined;
    return { path: route.path, pathInput: { ...route.pattern.exec(path)?.groups } };
  };
}

/** The app's REST routes: one lookup for every reader. */
export const restRouteOf = restRouteLookup(appRouter);
