import { closestProjectTo, type NotFoundKind, notFoundKindOf } from '../../../common/not-found';
import { isPrivatePage } from '../../../common/routes';
import { normalizePath } from '../../../common/routing/normalize';
import { routeOfPath, sitePathOf } from '../../../common/routing/resolve';
import type { RouteId } from '../../../common/routing/route-table';
import { isAppAddress } from '../../../common/schemas/redirects';
import type { DataTag } from '../../services/cache-tags';
import type { SiteAddresses } from '../../ssr/site-addresses';
import type { ResponseStore, StoreSnapshot, Tagged } from '../response-cache/store';
import type { ClientFiles } from './client-files';

/** What decides which addresses are pages: a write of any of these may make an unknown address a page, or a move. */
const ADDRESS_TAGS: readonly DataTag[] = ['portfolio', 'areas', 'redirects'];

/**
 * Whether a path may be an address no page has that the page cache answers, before Express: one Express answers
 * with nothing else. Not one the server answers itself (the panel, the API, uploads, health:
 * common/schemas/redirects.ts), nor one the file server may answer: a path with a dot, an escape or a `\` (which
 * its checks read as a separator) is checked against the built client's files (client-files.ts), and left to
 * Express while they are unknown (`files` null).
 */
export function mayBeUnknownPage(pathname: string, files: ClientFiles | null): boolean {
  if (isPrivatePage(pathname) || isAppAddress(pathname)) return false;
  return !/[.%\\]/.test(pathname) || (files !== null && !files.mayAnswer(pathname));
}

/**
 * What an address that is no fixed route is: a page after all, or no page: then moved (301, when the move still
 * leads somewhere) or the 404 page of its kind, with the project it suggests.
 */
export type AddressVerdict = 'page' | { moved: boolean; kind: NotFoundKind; closest: string | null };

/** The pages of the routes of many pages these addresses list, by their slugs. */
const LISTED_SLUGS: Partial<Record<RouteId, (addresses: SiteAddresses) => ReadonlySet<string>>> = {
  project: (addresses) => addresses.projectSlugs,
  area: (addresses) => addresses.areaSlugs,
};

/** The verdict on a path (no fixed route's) by the site's addresses now, as the page handler would reach it. */
export function verdictOn(addresses: SiteAddresses, pathname: string): AddressVerdict {
  const path = normalizePath(pathname);
  const routed = routeOfPath(path);
  if (routed) {
    // A fixed route, or a route of many pages these addresses do not list, is left to the page handler.
    const listed = LISTED_SLUGS[routed.route.id]?.(addresses);
    if (!listed || listed.has(routed.slug)) return 'page';
  }
  const kind = notFoundKindOf(path);
  return {
    moved: addresses.moved.has(sitePathOf(path)),
    kind,
    closest: kind === 'project' ? closestProjectTo(path, addresses.projects) : null,
  };
}

/**
 * The site's addresses (SiteAddresses), read once and kept until a write drops one of ADDRESS_TAGS in the page
 * store (here before the write answers, on other instances at its NOTIFY), or the store was off: an address no
 * page has costs no query. Concurrent requests share one read.
 */
export class KnownAddresses {
  private held: { snapshot: StoreSnapshot; addresses: Promise<SiteAddresses> } | null = null;

  constructor(
    private readonly store: Pick<ResponseStore<Tagged>, 'isCurrent' | 'snapshot'>,
    private readonly read: () => Promise<SiteAddresses>,
  ) {}

  current(): Promise<SiteAddresses> {
    const held = this.held;
    if (held && this.store.isCurrent(held.snapshot)) return held.addresses;
    const snapshot = this.store.snapshot(ADDRESS_TAGS);
    const next = { snapshot, addresses: this.read() };
    this.held = next;
    next.addresses.catch(() => {
      if (this.held === next) this.held = null;
    });
    return next.addresses;
  }
}
