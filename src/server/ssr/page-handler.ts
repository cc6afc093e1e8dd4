import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryClient } from '@tanstack/react-query';
import type { Request, RequestHandler } from 'express';
import type { Language } from '../../common/i18n/languages';
import { type NotFoundKind, notFoundPathOf, notFoundUrlOf } from '../../common/not-found';
import { isPrivatePage } from '../../common/routes';
import { postedOutcome } from '../../common/routing/query';
import { SETTINGS_READ } from '../../common/routing/reads';
import {
  languageOfPath,
  notFoundReads,
  pathOf,
  readsOfPage,
  routeOfPath,
  splitUrl,
  withRequestQuery,
} from '../../common/routing/resolve';
import { ifNoneMatchHas, strongEtagOf } from '../http/etag';
import { movedAddressOf } from '../services/page-redirects';
import type { WarningLog } from '../services/readable-rows';
import { sanitizeSectionHtml } from '../services/sanitize';
import type { AppServices } from '../trpc/context';
import { createContextInner } from '../trpc/context';
import { EditMarks } from './edit-marks';
import { answerOf, prefetchReads, type ServerHelpers } from './prefetch';
import { applyPreview, type PreviewOverrides } from './preview-overrides';
import type { PageRenderer } from './renderer';
import { missingPageAt, readSiteAddresses, type SiteAddresses } from './site-addresses';
import { fillTemplate, unavailablePage } from './template';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Summit Coast Builders</title></head>
<body><h1>Summit Coast Builders</h1><p>The client has not been built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * The page's own bytes decide its ETag; a weak one, as Express's compression then sends it in whichever coding the
 * browser takes, and a strong ETag names one coding's bytes (the page cache, http/page-cache, sends one per coding).
 */
const weakEtagOf = (html: string) => `W/${strongEtagOf(html)}`;

/** One procedure call a rendered page showed the answer of, as the page's query cache holds it. */
export interface ShownRead {
  procedure: string;
  input: unknown;
}

export interface RenderedPage {
  html: string;
  /** Every read the page shows. */
  reads: ShownRead[];
  /** 200 for a page; 404 for the page that says there is none (an unknown path, a slug no project has). */
  status: 200 | 404;
}

/** An address no page has that moved (services/page-redirects.ts): answered 301 to `movedTo`. */
export interface MovedPage {
  movedTo: string;
}

/** The admin panel's live preview (http/preview.ts): the owner's unsaved values, and every field marked. */
export interface PreviewRender {
  overrides: PreviewOverrides;
}

/** The page cache (http/page-cache/known-addresses.ts) reads them through `PublicPages.addresses`. */

type LoadedPage = NonNullable<Awaited<ReturnType<PageRenderer['load']>>>;

/** The server render of public pages, for the page handler here and the page cache (http/page-cache). */
export class PublicPages {
  constructor(
    private readonly orm: MikroORM,
    private readonly services: AppServices,
    private readonly renderer: PageRenderer,
  ) {}

  /** Whether a render can be kept: not in development, where every request renders the changing sources. */
  get keepable(): boolean {
    return !this.renderer.middleware;
  }

  /** The built shell and render function; null until the client is built. */
  load(url: string) {
    return this.renderer.load(url);
  }

  /**
   * The page of a public route (or the 404 page) with its data; throws when it cannot be rendered, null until the
   * client is built. `log` hears of stored rows a read had to mend.
   */
  async render(
    url: string,
    log: WarningLog | undefined,
    loaded?: LoadedPage,
    preview?: PreviewRender,
  ): Promise<RenderedPage | MovedPage | null> {
    const page = loaded ?? (await this.load(url));
    if (!page) return null;
    const ctx = this.contextFor(log);
    const { pathname, query } = splitUrl(url);
    const routed = routeOfPath(pathname);
    const helpers = await prefetchReads(ctx, routed ? readsOfPage(routed, query) : notFoundReads(pathname));
    // A route of many pages' page (a project's, a city's) is there when its route says so by the reads' answers.
    const found =
      routed !== undefined &&
      (!routed.route.exists || routed.route.exists((read) => answerOf(helpers, read), routed.slug));
    if (!found) {
      const missing = await missingPageAt(ctx.em, pathname, helpers);
      if ('movedTo' in missing) return missing;
      return this.renderNotFound(missing.kind, missing.language, missing.closest, log, preview);
    }
    // A page asked for by another of its slugs (a project's English slug under /es/) is at its own.
    const slug = routed.route.canonicalSlug?.(
      (read) => answerOf(helpers, read),
      routed.slug,
      routed.language,
    );
    if (slug !== undefined && slug !== routed.slug)
      return { movedTo: pathOf(routed.route.id, routed.language, slug) };
    return this.renderWith(page, url, helpers, 200, preview);
  }

  /**
   * The 404 page of a kind of address (common/not-found.ts), with the project it suggests: the same for every
   * address of that kind, so the page cache keeps one per kind and suggestion.
   */
  async renderNotFound(
    kind: NotFoundKind,
    language: Language,
    closest: string | null,
    log: WarningLog | undefined,
    preview?: PreviewRender,
  ): Promise<RenderedPage | null> {
    const url = notFoundUrlOf(kind, language, closest);
    const page = await this.load(url);
    if (!page) return null;
    const helpers = await prefetchReads(this.contextFor(log), notFoundReads(notFoundPathOf(kind, language)));
    return this.renderWith(page, url, helpers, 404, preview);
  }

  /** The address of a moved address now (services/page-redirects.ts), or null. */
  movedAddressOf(pathname: string): Promise<string | null> {
    return movedAddressOf(this.orm.em.fork(), pathname);
  }

  /** The site's addresses as visitors see them now (the public reads' projects and cities, and every move). */
  addresses(): Promise<SiteAddresses> {
    return readSiteAddresses(this.contextFor(undefined), this.orm.em.fork());
  }

  /** A context for in-process reads; they only ever log through the request. */
  private contextFor(log: WarningLog | undefined) {
    return {
      ...createContextInner({ ...this.services, em: this.orm.em.fork() }),
      req: { log } as Request,
    };
  }

  private async renderWith(
    page: LoadedPage,
    url: string,
    helpers: ServerHelpers,
    status: 200 | 404,
    preview: PreviewRender | undefined,
  ): Promise<RenderedPage> {
    const { queryClient } = helpers;
    const language = languageOfPath(splitUrl(url).pathname);
    const marks = preview ? new EditMarks() : undefined;
    if (preview) applyPreview(queryClient, preview.overrides, language, marks);
    const rendered = await page.render({
      url,
      queryClient,
      siteUrl: this.services.env.publicUrl,
      sanitizeHtml: sanitizeSectionHtml,
    });
    const settings = answerOf<Array<{ key: string; value: string }>>(helpers, SETTINGS_READ);
    const favicon = settings?.find((row) => row.key === 'site_favicon')?.value.trim() || undefined;
    const shown = readsOf(queryClient);
    const filled = fillTemplate(page.template, rendered, { favicon, language });
    const html = marks ? marks.apply(filled) : filled;
    return { html, reads: shown, status };
  }
}

/**
 * A page showed a read that did not succeed: one its route does not declare (still pending: it would stay a
 * skeleton, since public pages are not hydrated), or one that failed (the database is down, say).
 */
export class PageReadFailed extends Error {
  override name = 'PageReadFailed';
  constructor(
    readonly procedure: string,
    readonly status: string,
    override readonly cause: unknown,
  ) {
    super(
      status === 'pending'
        ? `the page reads ${procedure}, which its route does not declare (common/routes.ts)`
        : `the page's read ${procedure} failed`,
    );
  }
}

/** The reads the page shows; throws when one of them has no answer. tRPC's query keys are `[path, { input }]`. */
function readsOf(queryClient: QueryClient): ShownRead[] {
  const reads: ShownRead[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    // A read a page skips (skipToken: the translations of an English page) is no read. Compared by kind, not by
    // identity: the render bundle has its own copy of react-query, and so its own skipToken symbol.
    if (typeof query.options.queryFn === 'symbol') continue;
    const [path, options] = query.queryKey as [string[], { input?: unknown } | undefined];
    const procedure = path.join('.');
    if (query.state.status !== 'success')
      throw new PageReadFailed(procedure, query.state.status, query.state.error);
    reads.push({ procedure, input: options?.input });
  }
  return reads;
}

/**
 * Every GET that no file (nor the page cache) answered: the public routes rendered on the server with their data,
 * unknown paths as the 404 page (status 404), /login, /admin and every /admin/... address (its tabs) as the admin panel's client-rendered shell. HTML is revalidated
 * on every load (no-cache + ETag), so an owner's edit shows on the next visit.
 */
export function pageHandler(pages: PublicPages): RequestHandler {
  return async (req, res, next) => {
    try {
      const page = await pages.load(req.originalUrl);
      // A thank-you panel showing what one visitor sent (common/leads/receipt.ts) is kept by no cache.
      res.setHeader(
        'Cache-Control',
        postedOutcome(new URLSearchParams(req.originalUrl.split('?')[1] ?? '')).receipt
          ? 'no-store'
          : 'no-cache',
      );
      if (!page) {
        res.type('html').send(PLACEHOLDER);
        return;
      }
      const privatePage = isPrivatePage(req.path);
      let failedStatus: number | undefined;
      let pageStatus: number | undefined;
      let movedTo: string | undefined;
      const html = privatePage
        ? page.adminTemplate
        : await pages.render(req.originalUrl, req.log, page).then(
            (rendered) => {
              if (rendered && 'movedTo' in rendered) {
                movedTo = rendered.movedTo;
                return '';
              }
              pageStatus = rendered?.status;
              return rendered?.html ?? unavailablePage(page.template);
            },
            (error: unknown) => {
              req.log.error({ err: error }, 'server render failed');
              // A read without an answer is a page that cannot be shown yet, not a broken server: come back soon.
              failedStatus = error instanceof PageReadFailed ? 503 : 500;
              if (failedStatus === 503) res.setHeader('Retry-After', '5');
              return unavailablePage(page.template);
            },
          );
      if (movedTo !== undefined) {
        // Kept by browsers for an hour only: the owner may remove a move, or a page may come to this address.
        res.setHeader('Cache-Control', 'max-age=3600');
        res.redirect(301, withRequestQuery(movedTo, req.originalUrl));
        return;
      }
      const status = failedStatus ?? (privatePage ? 200 : (pageStatus ?? 404));
      const etag = weakEtagOf(html);
      res.setHeader('ETag', etag);
      if (status === 200 && ifNoneMatchHas(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return;
      }
      res.status(status).type('html').send(html);
    } catch (error) {
      next(error);
    }
  };
}
