import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import type { BootstrapData } from '../../client/ssr/bootstrap';
import { normalizePath, PRIVATE_PATHS, publicRouteOf } from '../../common/routes';
import { sanitizeSectionHtml } from '../services/sanitize';
import type { AppServices } from '../trpc/context';
import { createContextInner } from '../trpc/context';
import { prefetchRoute } from './prefetch';
import type { PageRenderer } from './renderer';
import { fillTemplate, privateShell } from './template';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Summit Coast Builders</title></head>
<body><h1>Summit Coast Builders</h1><p>The client has not been built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * The served data carries the times it was read and packed, which differ on every render; two pages that differ only
 * there are the same page (the browser's copy then just counts as older data), so the ETag leaves it out.
 */
const etagOf = (html: string) =>
  `"${createHash('sha1')
    .update(html.replace(/"(?:dataUpdatedAt|dehydratedAt)":\d+/g, ''))
    .digest('base64url')}"`;

/**
 * Every GET that no file answered: the public routes rendered on the server with their data, unknown paths
 * as the 404 page (status 404), /login and /admin as the client-rendered shell. HTML is revalidated on every
 * load (no-cache + ETag), so an owner's edit shows on the next visit.
 */
export function pageHandler(orm: MikroORM, services: AppServices, renderer: PageRenderer): RequestHandler {
  return async (req, res, next) => {
    try {
      const page = await renderer.load(req.originalUrl);
      res.setHeader('Cache-Control', 'no-cache');
      if (!page) {
        res.type('html').send(PLACEHOLDER);
        return;
      }
      const privatePage = isPrivate(req);
      const html = privatePage
        ? privateShell(page.template)
        : await renderPublicPage(req, orm, services, page.template, page.render).catch((error: unknown) => {
            // A page that cannot be rendered here is still served: the browser renders it from the shell.
            req.log.error({ err: error }, 'server render failed; sending the client-rendered shell');
            return page.template;
          });
      const status = publicRouteOf(req.path) || privatePage ? 200 : 404;
      const etag = etagOf(html);
      res.setHeader('ETag', etag);
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.status(status).type('html').send(html);
    } catch (error) {
      next(error);
    }
  };
}

const isPrivate = (req: Request) => (PRIVATE_PATHS as readonly string[]).includes(normalizePath(req.path));

async function renderPublicPage(
  req: Request,
  orm: MikroORM,
  services: AppServices,
  template: string,
  render: NonNullable<Awaited<ReturnType<PageRenderer['load']>>>['render'],
) {
  // With the request, so the reads can warn in its log (a stored row they had to mend, say).
  const ctx = { ...createContextInner({ ...services, em: orm.em.fork() }), req };
  const url = new URL(req.originalUrl, 'http://localhost');
  const helpers = await prefetchRoute(ctx, publicRouteOf(req.path), url.searchParams);
  const rendered = await render({
    url: req.originalUrl,
    queryClient: helpers.queryClient,
    siteUrl: services.env.publicUrl,
    sanitizeHtml: sanitizeSectionHtml,
  });
  const settings = helpers.queryClient.getQueryData<Array<{ key: string; value: string }>>([
    ['public', 'settings', 'list'],
    { type: 'query' },
  ]);
  const favicon = settings?.find((row) => row.key === 'site_favicon')?.value.trim() || undefined;
  return fillTemplate(
    template,
    rendered,
    {
      siteUrl: services.env.publicUrl, // tRPC types the result as DehydratedState; it is that state serialized by superjson.
      state: helpers.dehydrate() as unknown as BootstrapData['state'],
    },
    favicon,
  );
}
