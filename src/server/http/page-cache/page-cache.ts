import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { DATA_TAGS, type DataTag } from '../../services/cache-tags';
import type { MovedPage, PublicPages } from '../../ssr/page-handler';
import { tagsReadBy } from '../response-cache/requests';
import type { ResponseStore, StoreSnapshot } from '../response-cache/store';
import { type CompressedPage, compressPage } from './compressed-page';
import type { KeptPages } from './kept-pages';
import { pageAddressOf } from './keys';
import { pageCodingFor, sendPage } from './send-page';

/** A render under way, and the tag generations it started from. */
interface Rendering {
  snapshot: StoreSnapshot;
  page: Promise<KeptOrMoved>;
}

/** A page to send, an address that moved (a project's earlier slug: 301), or nothing to keep (Express answers). */
type KeptOrMoved = CompressedPage | MovedPage | null;

/**
 * The public pages, kept rendered and compressed and answered before Express, with the data tags of the reads
 * they show: a write drops them as it drops the JSON reads (same tags, same LISTEN/NOTIFY), before it answers.
 * Concurrent misses of one page share one render; a render that fails, or shows a read that failed, is not kept
 * and its requests go on to Express, which renders (and logs) as it always does.
 */
export class PageCache {
  private readonly renderings = new Map<string, Rendering>();

  constructor(
    readonly store: ResponseStore<CompressedPage>,
    private readonly pages: PublicPages,
    /** The headers helmet puts on every Express answer. */
    private readonly securityHeaders: ReadonlyArray<[string, string]>,
    private readonly logger: Logger,
    /** Where rendered pages are also kept for the next start (only for the compiled server on DATABASE_URL). */
    private readonly kept: KeptPages | null = null,
  ) {}

  /**
   * Answers a GET or HEAD of a public page from the cache, rendering it first on a miss; moves another spelling
   * of it to its canonical address (whether or not pages are kept now); else calls `next`.
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const address = pageAddressOf(req.url ?? '/');
    if (!address) return next();
    if ('movedTo' in address) return this.redirect(res, address.movedTo, next);
    const { key } = address;
    if (!this.store.isEnabled || !this.pages.keepable) return next();
    const kept = this.store.get(key);
    if (kept) return this.send(req, res, kept);
    this.pageFor(key, req).then(
      (page) =>
        !page
          ? next()
          : 'movedTo' in page
            ? this.redirect(res, page.movedTo, next)
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

  private pageFor(key: string, req: IncomingMessage): Promise<KeptOrMoved> {
    const under = this.renderings.get(key);
    // A render that started before a write may show what the write changed: later requests start their own.
    if (under && this.store.isCurrent(under.snapshot)) return under.page;
    const snapshot = this.store.snapshot(DATA_TAGS);
    const page = this.renderAndKeep(key, snapshot, req).finally(() => {
      if (this.renderings.get(key)?.page === page) this.renderings.delete(key);
    });
    this.renderings.set(key, { snapshot, page });
    return page;
  }

  private async renderAndKeep(key: string, snapshot: StoreSnapshot, req: IncomingMessage) {
    const log = this.logger.child({ reqId: (req as { id?: string }).id });
    // Read before the render's own reads: a write that lands during the render makes the kept copy stale.
    const generation = await this.kept?.generation().catch(() => null);
    const rendered = await this.pages.render(key, log);
    if (rendered && 'movedTo' in rendered) return rendered;
    // The 404 page (a slug no project has) is never kept: Express renders it, as it does every unknown address.
    const tags = rendered?.status === 200 && tagsOf(rendered.reads);
    if (!rendered || !tags) return null;
    const page = await compressPage(rendered.html, tags);
    this.store.set(key, page, snapshot);
    if (generation)
      this.kept
        ?.keep(key, generation, page, this.securityHeaders)
        .catch((error: unknown) => log.warn({ err: error }, 'the page was not kept for the next start'));
    return page;
  }

  private send(req: IncomingMessage, res: ServerResponse, page: CompressedPage) {
    const coding = pageCodingFor(req);
    sendPage(req, res, page.encodings[coding], coding, this.securityHeaders);
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
