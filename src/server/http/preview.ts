import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { SessionOptions } from 'iron-session';
import { REFUSALS } from '../../common/messages';
import {
  PREVIEW_PATH,
  PREVIEW_THEME_ATTRIBUTE,
  PREVIEW_THEMES,
  type PreviewTheme,
} from '../../common/preview';
import { routeOfPath } from '../../common/routing/resolve';
import { isDatabaseUnavailable } from '../db/outage';
import { DATA_TAGS } from '../services/cache-tags';
import type { PublicPages } from '../ssr/page-handler';
import { draftProblem, type PreviewOverrides, previewDraftInput } from '../ssr/preview-overrides';
import { databaseUnavailable } from '../trpc/domain-errors';
import { refusalFor } from '../trpc/procedures';
import { requestSession } from './context';
import { parseJsonBody, readBoundedBody } from './json-body';
import { tagsOf } from './page-cache/page-cache';
import type { ResponseStore, Tagged } from './response-cache/store';
import { isForeignOrigin, jsonContentProblem, MAX_JSON_BODY_BYTES } from './security';

/** Why a preview cannot be rendered (400, naming the parameter), or its page URL and theme. */
function previewTarget(
  path: unknown,
  theme: unknown = 'light',
): { url: string; theme: PreviewTheme } | { problem: string; status: number } {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//'))
    return { status: 400, problem: 'path: give one public page path starting with /' };
  if (typeof theme !== 'string' || !(PREVIEW_THEMES as readonly string[]).includes(theme))
    return { status: 400, problem: 'theme: light or dark' };
  // Read on a fixed host, so the parameter can only ever name a path of this site.
  const target = new URL(path, 'http://preview.invalid');
  const routed = routeOfPath(target.pathname);
  if (!routed) return { status: 404, problem: `path: ${target.pathname} is not a public page` };
  return { url: `${routed.path}${target.search}`, theme: theme as PreviewTheme };
}

/**
 * A preview page kept rendered (GET only: the owner's unsaved values are never kept), with the data tags of what
 * it shows: a write drops it as it drops the public pages it changed (server.ts puts it among the caches).
 */
export interface KeptPreview extends Tagged {
  html: string;
}
export const keptPreviewSize = (preview: KeptPreview) => preview.html.length;

/** A refusal the preview answers with its status and message (a JSON body, never a page). */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The owner's unsaved values, checked as the API checks a write (docs/security.md): from this site only, JSON,
 * bounded in size and depth, every field as its save would check it; a refusal names the field.
 */
async function draftOf(req: Request, publicUrl: string) {
  const origin = req.headers.origin;
  if (isForeignOrigin(origin, new URL(publicUrl).origin, `${req.protocol}://${req.headers.host}`))
    throw new Refused(403, REFUSALS.foreignOrigin(String(origin)));
  const typeProblem = jsonContentProblem(req.headers['content-type']);
  if (typeProblem) throw new Refused(415, typeProblem);
  let body: unknown;
  try {
    body = parseJsonBody(await readBoundedBody(req, MAX_JSON_BODY_BYTES));
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    throw new Refused(getHTTPStatusCodeFromError(error), error.message);
  }
  const parsed = previewDraftInput.safeParse(body);
  if (!parsed.success) throw new Refused(400, draftProblem(parsed.error));
  return parsed.data;
}

/**
 * The only answer that may be framed, and only by the admin panel of this site: the same CSP as every page with
 * `frame-ancestors 'self'` in place of `'none'`, X-Frame-Options SAMEORIGIN.
 */
function allowSameOriginFrame(res: Response) {
  const csp = String(res.getHeader('Content-Security-Policy') ?? '');
  res.setHeader('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

/**
 * The admin panel's live preview (docs/architecture.md, Live preview): a public page rendered as visitors get
 * it, for the signed-in owner only, never stored by a browser or proxy (no-store; the page cache keys public
 * routes alone, and answers GETs only). A GET's page is kept by the server (`kept`) until a write changes what it
 * shows, so loading the panel again or going back to a tab renders nothing. It starts in the chosen colour mode
 * (theme-init.js reads `data-preview-theme`, the visitor's stored choice is left alone), and its links open in a
 * new tab, so the admin panel around the frame stays where it is.
 * Every editable text carries `data-edit` naming its field (ssr/edit-marks.ts). `POST` renders it with the
 * owner's unsaved values in place of the stored ones (ssr/preview-overrides.ts): written nowhere, kept nowhere.
 */
export function previewRouter(
  pages: PublicPages,
  orm: MikroORM,
  session: SessionOptions,
  publicUrl: string,
  kept?: ResponseStore<KeptPreview>,
) {
  const router = Router();
  /** The page rendered for the preview (kept in `keeper` when every read it shows is a public one), or its move. */
  const rendered = async (
    target: { url: string; theme: PreviewTheme },
    overrides: PreviewOverrides,
    keeper: ResponseStore<KeptPreview> | undefined,
    key: string,
    log: Request['log'],
  ) => {
    const snapshot = keeper?.snapshot(DATA_TAGS);
    const page = await pages.render(target.url, log, undefined, { overrides });
    if (!page) throw new Refused(503, REFUSALS.clientNotBuilt);
    if ('movedTo' in page) return page;
    const html = page.html
      .replace(/<html\b/, `<html ${PREVIEW_THEME_ATTRIBUTE}="${target.theme}"`)
      .replace(/<head>/, '<head><base target="_blank">');
    const tags = page.status === 200 && tagsOf(page.reads);
    if (keeper && snapshot && tags) keeper.set(key, { html, tags }, snapshot);
    return html;
  };
  const answer =
    (
      read: (req: Request) => Promise<{ path: unknown; theme?: unknown; overrides?: PreviewOverrides }>,
    ): RequestHandler =>
    async (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      try {
        const { user, signedIn } = await requestSession(orm, session, req, res);
        if (!user) throw new Refused(401, refusalFor(signedIn));
        const { path, theme, overrides = {} } = await read(req);
        const target = previewTarget(path, theme);
        if ('problem' in target) throw new Refused(target.status, target.problem);
        // The stored page, as an earlier render left it unless something it shows was written since.
        const keeper = pages.keepable && Object.keys(overrides).length === 0 ? kept : undefined;
        const key = `${target.theme} ${target.url}`;
        const page = keeper?.get(key)?.html ?? (await rendered(target, overrides, keeper, key, req.log));
        if (typeof page !== 'string') {
          // A project page whose address moved: the preview shows where a visitor lands.
          res.redirect(
            302,
            `${req.baseUrl}${req.path}?${new URLSearchParams({ path: page.movedTo, theme: target.theme })}`,
          );
          return;
        }
        allowSameOriginFrame(res);
        res.status(200).type('html').send(page);
      } catch (error) {
        if (error instanceof Refused) {
          // A refused body is not read further: the connection closes once the answer is sent.
          if (error.status === 413) res.setHeader('connection', 'close');
          res.status(error.status).json({ message: error.message });
          return;
        }
        // An outage is the admin panel's 503, as for its calls (admin-guard.ts), not a failure of the preview.
        if (!isDatabaseUnavailable(error)) return next(error);
        res.status(503).json({ message: databaseUnavailable(error, res).message });
      }
    };
  router.get(
    PREVIEW_PATH,
    answer(async (req) => ({ path: req.query.path, theme: req.query.theme ?? 'light' })),
  );
  router.post(
    PREVIEW_PATH,
    answer((req) => draftOf(req, publicUrl)),
  );
  return router;
}
