import { ALL_PROJECTS, PAGE_IDS, PROJECT_CATEGORIES } from '../../../common/constants';

/** What a cacheable request reads: a bounded key and the data tags that invalidate it. */
export interface CacheTarget {
  key: string;
  tags: string[];
}

const CATEGORIES = new Set<string>([ALL_PROJECTS, ...PROJECT_CATEGORIES]);
const PAGES = new Set<string>(PAGE_IDS);

/**
 * The public read procedures and the data each depends on. Inputs are checked against the known sets, so
 * request input can only ever produce a bounded number of keys.
 */
const PROCEDURES: Record<string, { tag: string; input?: (input: unknown) => string | null }> = {
  'public.settings.list': { tag: 'settings' },
  'public.portfolio.list': { tag: 'portfolio' },
  'public.portfolio.featured': { tag: 'portfolio' },
  'public.portfolio.byCategory': { tag: 'portfolio', input: field('category', CATEGORIES) },
  'public.testimonials.list': { tag: 'testimonials' },
  'public.testimonials.featured': { tag: 'testimonials' },
  'public.pageSections.active': { tag: 'sections', input: field('pageId', PAGES) },
};

function field(name: string, allowed: Set<string>) {
  return (input: unknown): string | null => {
    if (!input || typeof input !== 'object' || Object.keys(input).length !== 1) return null;
    const value = (input as Record<string, unknown>)[name];
    return typeof value === 'string' && allowed.has(value) ? value : null;
  };
}

/** The cache tags an admin procedure's success invalidates (none for reads and upload links). */
export function tagsWrittenBy(procedurePath: string): string[] {
  if (procedurePath.startsWith('admin.settings.')) return ['settings'];
  if (procedurePath.startsWith('admin.portfolio.') && procedurePath !== 'admin.portfolio.batchUploadUrls') {
    return ['portfolio'];
  }
  if (procedurePath.startsWith('admin.testimonials.')) return ['testimonials'];
  if (procedurePath.startsWith('admin.pageSections.')) return ['sections'];
  return [];
}

const REST_ROUTES: Array<{ pattern: RegExp; procedure: string; param?: string }> = [
  { pattern: /^\/api\/settings$/, procedure: 'public.settings.list' },
  { pattern: /^\/api\/portfolio$/, procedure: 'public.portfolio.list' },
  { pattern: /^\/api\/portfolio\/featured$/, procedure: 'public.portfolio.featured' },
  {
    pattern: /^\/api\/portfolio\/category\/([^/]+)$/,
    procedure: 'public.portfolio.byCategory',
    param: 'category',
  },
  { pattern: /^\/api\/testimonials$/, procedure: 'public.testimonials.list' },
  { pattern: /^\/api\/testimonials\/featured$/, procedure: 'public.testimonials.featured' },
  { pattern: /^\/api\/page-sections\/([^/]+)$/, procedure: 'public.pageSections.active', param: 'pageId' },
];

function describeCall(procedure: string, input: unknown): string | null {
  const spec = PROCEDURES[procedure];
  if (!spec) return null;
  if (!spec.input) return input === undefined ? procedure : null;
  const value = spec.input(input);
  return value === null ? null : `${procedure}(${value})`;
}

/** GET /api/... public reads. The query string is ignored: these procedures read nothing from it. */
function restTarget(pathname: string): CacheTarget | null {
  for (const route of REST_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    let input: unknown;
    if (route.param) {
      try {
        input = { [route.param]: decodeURIComponent(match[1] as string) };
      } catch {
        return null;
      }
    }
    const call = describeCall(route.procedure, input);
    const tag = PROCEDURES[route.procedure]?.tag as string;
    return call ? { key: `rest ${call}`, tags: [tag] } : null;
  }
  return null;
}

const MAX_BATCH = 10;

/** GET /trpc/a,b?batch=1&input={"0":{"json":...}} — cached only when every call in it is a public read. */
function trpcTarget(pathname: string, query: URLSearchParams): CacheTarget | null {
  const procedures = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
  if (procedures.length === 0 || procedures.length > MAX_BATCH) return null;
  const batch = query.get('batch') === '1';
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
  if (!batch && procedures.length > 1) return null;
  const calls: string[] = [];
  const tags = new Set<string>();
  for (const [index, procedure] of procedures.entries()) {
    const wrapped = inputs[index];
    const call = describeCall(procedure, wrapped?.json);
    if (!call) return null;
    calls.push(call);
    tags.add(PROCEDURES[procedure]?.tag as string);
  }
  return { key: `trpc${batch ? ' batch' : ''} ${calls.join(',')}`, tags: [...tags] };
}

/** The cache target of a request, or null when it must go to the procedures. */
export function cacheTargetOf(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, unknown>,
) {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  // Streaming tRPC answers (jsonl) are shaped differently; leave them alone.
  if (headers['trpc-accept']) return null;
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname.startsWith('/api/')) return restTarget(pathname);
  if (pathname.startsWith('/trpc/'))
    return trpcTarget(pathname, new URLSearchParams(url.slice(queryStart + 1)));
  return null;
}
