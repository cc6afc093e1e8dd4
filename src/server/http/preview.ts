import type { MikroORM } from '@mikro-orm/postgresql';
import { type Request, type Response, Router } from 'express';
import type { SessionOptions } from 'iron-session';
import { REFUSALS } from '../../common/messages';
import {
  PREVIEW_PATH,
  PREVIEW_THEME_ATTRIBUTE,
  PREVIEW_THEMES,
  type PreviewTheme,
} from '../../common/preview';
import { publicRouteOf } from '../../common/routes';
import { isDatabaseUnavailable } from '../db/outage';
import type { PublicPages } from '../ssr/page-handler';
import { databaseUnavailable } from '../trpc/middlewares';
import { SIGN_IN_FIRST } from '../trpc/procedures';
import { requestSession } from './context';

/** Why a preview request cannot be answered (400, naming the parameter), or its page URL and theme. */
function previewTarget(
  req: Request,
): { url: string; theme: PreviewTheme } | { problem: string; status: number } {
  const { path, theme = 'light' } = req.query;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//'))
    return { status: 400, problem: 'path: give one public page path starting with /' };
  if (typeof theme !== 'string' || !(PREVIEW_THEMES as readonly string[]).includes(theme))
    return { status: 400, problem: 'theme: light or dark' };
  // Read on a fixed host, so the parameter can only ever name a path of this site.
  const target = new URL(path, 'http://preview.invalid');
  const route = publicRouteOf(target.pathname);
  if (!route) return { status: 404, problem: `path: ${target.pathname} is not a public page` };
  return { url: `${route.path}${target.search}`, theme: theme as PreviewTheme };
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
 * it, for the signed-in owner only, never stored (no-store; the page cache keys public routes alone). It starts in
 * the chosen colour mode (theme-init.js reads `data-preview-theme`, the visitor's stored choice is left alone),
 * and its links open in a new tab, so the admin panel around the frame stays where it is.
 */
export function previewRouter(pages: PublicPages, orm: MikroORM, session: SessionOptions) {
  const router = Router();
  router.get(PREVIEW_PATH, async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const { user } = await requestSession(orm, session, req, res);
      if (!user) {
        res.status(401).json({ message: SIGN_IN_FIRST });
        return;
      }
      const target = previewTarget(req);
      if ('problem' in target) {
        res.status(target.status).json({ message: target.problem });
        return;
      }
      const rendered = await pages.render(target.url, req.log);
      if (!rendered) {
        res.status(503).json({ message: REFUSALS.clientNotBuilt });
        return;
      }
      const html = rendered.html
        .replace(/<html\b/, `<html ${PREVIEW_THEME_ATTRIBUTE}="${target.theme}"`)
        .replace(/<head>/, '<head><base target="_blank">');
      allowSameOriginFrame(res);
      res.status(200).type('html').send(html);
    } catch (error) {
      // An outage is the admin panel's 503, as for its calls (admin-guard.ts), not a failure of the preview.
      if (!isDatabaseUnavailable(error)) return next(error);
      res.status(503).json({ message: databaseUnavailable(error, res).message });
    }
  });
  return router;
}
