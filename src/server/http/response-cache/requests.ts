import { MAX_QUERY_BATCH_CALLS } from '../../../common/batch-limits';
import { appRouter } from '../../routers/_app';
import type { DataTag } from '../../services/cache-tags';
import { trpcCallsIn } from '../door-errors';
import { normalizePath, restRouteOf } from '../rest-routes';
import { cachedReadsOf } from './declarations';

/** What a cacheable request reads: a bounded key and the data tags that invalidate it. */
export interface CacheTarget {
  key: string;
  tags: DataTag[];
  /** How long the answer may be kept, when its reads move with the clock. */
  maxAgeMs?: number;
}

/** The shortest of the reads' ages, when any of them has one. */
const maxAgeOf = (procedures: readonly string[]) => {
  const ages = procedures.flatMap((procedure) => READS.get(procedure)?.maxAgeMs ?? []);
  return ages.length > 0 ? { maxAgeMs: Math.min(...ages) } : {};
};

/**
 * The public reads that declare `cache` in their meta (routers/public/*). Inputs are checked against the
 * declared sets, so request input can only ever produce a bounded number of keys.
 */
const READS = cachedReadsOf(appRouter);

/** The canonical form of one call to a cacheable public read, or null when it is not one. */
function describeCall(procedure: string, input: unknown): string | null {
  const read = READS.get(procedure);
  if (!read) return null;
  if (!read.input) return input === undefined ? procedure : null;
  const { field, values } = read.input;
  if (!input || typeof input !== 'object' || Object.keys(input).length !== 1) return null;
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' && values.has(value) ? `${procedure}(${value})` : null;
}

/** The data tags a call to a public read shows, or null when the call cannot be cached. */
export function tagsReadBy(procedure: string, input: unknown): readonly DataTag[] | null {
  return describeCall(procedure, input) ? (READS.get(procedure)?.tags ?? null) : null;
}

/**
 * GET /api/... public reads: their input from the path (`/api/portfolio/category/{category}`), or, for a read
 * whose path has none, its one declared field as the whole query string (`/api/booking/slots?kind=video`). Any other
 * query string is ignored by the reads that take their input from the path, and makes the others uncached.
 */
function restTarget(pathname: string, query: URLSearchParams): CacheTarget | null {
  const route = restRouteOf('GET', normalizePath(pathname.slice('/api'.length)));
  if (!route) return null;
  const procedure = route.path;
  let input: Record<string, string> | undefined;
  try {
    for (const [name, value] of Object.entries(route.pathInput)) {
      input = { ...input, [name]: decodeURIComponent(value) };
    }
  } catch {
    return null;
  }
  const field = READS.get(procedure)?.input?.field;
  if (!input && field) {
    const names = [...query.keys()];
    const value = query.get(field);
    if (names.length !== 1 || names[0] !== field || value === null) return null;
    input = { [field]: value };
  }
  const call = describeCall(procedure, input);
  return call
    ? { key: `rest ${call}`, tags: [...(READS.get(procedure)?.tags ?? [])], ...maxAgeOf([procedure]) }
    : null;
}

/** GET /trpc/a,b?batch=1&input={"0":{"json":...}} — cached only when every call in it is a public read. */
function trpcTarget(pathname: string, query: URLSearchParams): CacheTarget | null {
  const batch = query.get('batch') === '1';
  const { paths: procedures } = trpcCallsIn(pathname, batch);
  if (procedures.length > MAX_QUERY_BATCH_CALLS) return null;
  let inputs: Record<string, { json?: unknown } | undefined> = {};
  const rawInput = query.get('input');
  if (rawInput) {
    try {
      const parsed = JSON.parse(rawInput);
      inputs = batch ? parsed : { 0: parsed };
    } catch {
      return null;
    }
  }
  const calls: string[] = [];
  const tags = new Set<DataTag>();
  for (const [index, procedure] of procedures.entries()) {
    const wrapped = inputs[index];
    const call = describeCall(procedure, wrapped?.json);
    if (!call) return null;
    calls.push(call);
    for (const tag of READS.get(procedure)?.tags ?? []) tags.add(tag);
  }
  return { key: `trpc${batch ? ' batch' : ''} ${calls.join(',')}`, tags: [...tags], ...maxAgeOf(procedures) };
}

/**
 * The targets of recent URLs: traffic repeats a few addresses, and finding a URL's procedure and reading its input
 * was the costliest step of a cached read. Emptied when full, so distinct URLs cost at most this many entries
 * (of at most MAX_REMEMBERED_URL characters each).
 */
const recentTargets = new Map<string, CacheTarget | null>();
const MAX_RECENT_TARGETS = 1000;
const MAX_REMEMBERED_URL = 512;

/** The cache target of a request, or null when it must go to the procedures. */
export function cacheTargetOf(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, unknown>,
) {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  // Streaming tRPC answers (jsonl) are shaped differently; leave them alone.
  if (headers['trpc-accept']) return null;
  const known = recentTargets.get(url);
  if (known !== undefined) return known;
  const target = targetOfUrl(url);
  if (url.length <= MAX_REMEMBERED_URL) {
    if (recentTargets.size >= MAX_RECENT_TARGETS) recentTargets.clear();
    recentTargets.set(url, target);
  }
  return target;
}

function targetOfUrl(url: string): CacheTarget | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname.startsWith('/api/'))
    return restTarget(pathname, new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1)));
  if (pathname.startsWith('/trpc/'))
    return trpcTarget(pathname, new URLSearchParams(url.slice(queryStart + 1)));
  return null;
}
