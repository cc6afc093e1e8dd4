import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  languageOfPath,
  resolvePage,
  routeOfPath,
  splitUrl,
  withRequestQuery,
} from '../../../common/routing/resolve';
import { DATA_TAGS, type DataTag } from '../../services/cache-tags';
import type { WarningLog } from '../../services/readable-rows';
import type { MovedPage, PublicPages, RenderedPage } from '../../ssr/page-handler';
import { tagsReadBy } from '../response-cache/requests';
import type { ResponseStore, StoreSnapshot } from '../response-cache/store';
import type { ClientFiles } from './client-files';
import { type CompressedPage, compressPage } from './compressed-page';
import type { KeptPages } from './kept-pages';
import { notFoundKey } from './keys';
import { KnownAddresses, mayBeUnknownPage, verdictOn } from './known-addresses';
import { pageCodingFor, sendPage } from './send-page';

/** A render under way, and the tag generations it started from. */
interface Rendering {
  snapshot: StoreSnapshot;
  page: Promise<KeptOrMoved>;
}

/** A page to send, an address that moved (a project's earlier slug: 301), or nothing to keep (Express answers). */
type KeptOrMoved = CompressedPage | MovedPage | null;

/** How a page is rendered on a miss: its route's render, or a kind's 404 page. */
type Render = (log: WarningLog) => Promise<RenderedPage | MovedPage | null>;

/**
 * The public pages, kept rendered and compressed and answered before Express, with the data tags of the reads
 * they show: a write drops them as it drops the JSON reads (same tags, same LISTEN/NOTIFY), before it answers.
 * Concurrent misses of one page share one render; a render that fails, or shows a read that failed, is not kept
 * and its requests go on to Express, which renders (and logs) as it always does.
 * An address no page has is answered here too (status 404), from one kept 404 page per language, kind of address
 * and suggested project (common/not-found.ts), told apart from a page or a moved address by the site's addresses
 * kept in memory (known-addresses.ts): any number of unknown addresses makes no query, no render, and a bounded
 * number of keys. That holds for a file's name (`/wp-login.php`, `/.env`) and an escape (`/x%20y`) too, once the
 * built client's files say none of them is there (client-files.ts).
 */
export class PageCache {
  private readonly renderings = new Map<string, Rendering>();
  private readonly addresses: KnownAddresses;

  constructor(
    readonly store: ResponseStore<CompressedPage>,
    private readonly pages: PublicPages,
    /** The headers helmet puts on every Express answer. */
    private readonly securityHeaders: ReadonlyArray<[string, string]>,
    private readonly logger: Logger,
    /** Where rendered pages are also kept for the next start (only for the compiled server on DATABASE_URL). */
    private readonly kept: KeptPages | null = null,
    /** The files Express serves: a dotted or escaped address none of them is gets the 404 page from here too. */
    private readonly files: ClientFiles | null = null,
  ) {
    this.addresses = new KnownAddresses(store, () => pages.addresses());
  }

  /**
   * Answers a GET or HEAD of a public page from the cache, rendering it first on a miss; moves another spelling
   * of it to its canonical address (whether or not pages are kept now); else calls `next`.
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url ?? '/';
    const page = resolvePage(url);
    if (page && 'movedTo' in page) return this.redirect(res, page.movedTo, next);
    if (!this.store.isEnabled || !this.pages.keepable) return next();
    if (page?.key) {
      const { key } = page;
      const kept = this.store.get(key);
      if (kept) return this.send(req, res, kept);
      // A page of a route of many pages (a project's, a city's) is a page only while it is there.
      if (page.route.exists) return this.answerUnlisted(req, res, key, next, key);
      return this.answerRendered(req, res, key, (log) => this.pages.render(key, log), next);
    }
    const { pathname } = splitUrl(url);
    // A route's page the cache does not keep (a contact receipt), a file, the panel or the API: Express.
    if (routeOfPath(pathname) || !mayBeUnknownPage(pathname, this.files)) return next();
    this.answerUnlisted(req, res, pathname, next);
  }

  /**
   * An address no fixed route has: a project's or a city's page when it is there, a move (301), else the 404 page
   * of its kind. `pageKey` is the page's key when it is one this cache keeps.
   */
  private answerUnlisted(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    next: () => void,
    pageKey?: string,
  ) {
    this.addresses
      .current()
      .then(
        async (addresses) => {
          const verdict = verdictOn(addresses, pathname);
          if (verdict === 'page') {
            if (!pageKey) return next();
            return this.answerRendered(req, res, pageKey, (log) => this.pages.render(pageKey, log), next);
          }
          if (verdict.moved) {
            const movedTo = await this.pages.movedAddressOf(pathname);
            if (movedTo) return this.redirect(res, withRequestQuery(movedTo, req.url ?? ''), next);
          }
          const { kind, closest } = verdict;
          const key = notFoundKey(languageOfPath(pathname), kind, closest);
          const kept = this.store.get(key);
          if (kept) return this.send(req, res, kept);
          this.answerRendered(
            req,
            res,
            key,
            (log) => this.pages.renderNotFound(kind, languageOfPath(pathname), closest, log),
            next,
          );
        },
        () => next(),
      )
      .catch(() => next());
  }

  /** Answers from a render of the page under `key` (shared by concurrent requests), kept when it may be. */
  private answerRendered(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    render: Render,
    next: () => void,
  ) {
    this.pageFor(key, req, render).then(
      (page) =>
        !page
          ? next()
          : 'movedTo' in page
            ? this.redirect(res, withRequestQuery(page.movedTo, req.url ?? ''), next)
            : this.send(req, res, page),
      () => next(),
    );
  }

  /**
   * A permanent move, as a browser keeps it, but for an hour only: a value moved today (a community not on the
   * site yet) may be a page of its own after a deploy.
   */
  private redirect(res: ServerResponse, location: string, next: () => void) {
    for (const [name, value] of this.securityHeaders) res.setHeader(name, value);
    try {
      res.setHeader('Location', location);
    } catch {
      // Bytes a header cannot carry (Node refuses them): Express answers this address as it would any other.
      res.removeHeader('Location');
      return next();
    }
    res.setHeader('Cache-Control', 'max-age=3600');
    res.setHeader('Content-Length', 0);
    res.writeHead(301).end();
  }

  private pageFor(key: string, req: IncomingMessage, render: Render): Promise<KeptOrMoved> {
    const under = this.renderings.get(key);
    // A render that started before a write may show what the write changed: later requests start their own.
    if (under && this.store.isCurrent(under.snapshot)) return under.page;
    const snapshot = this.store.snapshot(DATA_TAGS);
    const page = this.renderAndKeep(key, snapshot, req, render).finally(() => {
      if (this.renderings.get(key)?.page === page) this.renderings.delete(key);
    });
    this.renderings.set(key, { snapshot, page });
    return page;
  }

  private async renderAndKeep(key: string, snapshot: StoreSnapshot, req: IncomingMessage, render: Render) {
    const log = this.logger.child({ reqId: (req as { id?: string }).id });
    const notFound = !key.startsWith('/');
    // Read before the render's own reads: a write that lands during the render makes the kept copy stale.
    const generation = notFound ? null : await this.kept?.generation().catch(() => null);
    const rendered = await render(log);
    if (rendered && 'movedTo' in rendered) return rendered;
    // A page's key that renders the 404 page (a project removed meanwhile) is not kept: Express answers it.
    const tags = rendered?.status === (notFound ? 404 : 200) && tagsOf(rendered.reads);
    if (!rendered || !tags) return null;
    const page = await compressPage(rendered.html, tags, rendered.status);
    this.store.set(key, page, snapshot);
    // Only a page is kept for the next start: the early listener answers a request whose target is a key.
    if (generation)
      this.kept
        ?.keep(key, generation, page, this.securityHeaders)
        .catch((error: unknown) => log.warn({ err: error }, 'the page was not kept for the next start'));
    return page;
  }

  private send(req: IncomingMessage, res: ServerResponse, page: CompressedPage) {
    const coding = pageCodingFor(req);
    sendPage(req, res, page.encodings[coding], coding, this.securityHeaders, page.status ?? 200);
  }
}

/** The data tags of a page's reads; null when one of them is not a cacheable public read. */
export function tagsOf(reads: ReadonlyArray<{ procedure: string; input: unknown }>): DataTag[] | null {
  const tags = new Set<DataTag>();
  for (const { procedure, input } of reads) {
    const read = tagsReadBy(procedure, input);
    if (!read) return null;
    for (const tag of read) tags.add(tag);
  }
  return [...tags];
}
