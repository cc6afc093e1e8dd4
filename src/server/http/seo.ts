import type { MikroORM } from '@mikro-orm/postgresql';
import { type Router as ExpressRouter, Router } from 'express';
import { areaPath } from '../../common/areas';
import { COMMUNITIES } from '../../common/constants';
import { PATTERN_ROUTES, PUBLIC_ROUTES } from '../../common/routes';
import { publicAreas } from '../services/areas/areas';
import { type Latest, latestChanges } from '../services/content-freshness';

function lastModified(path: string, pageId: string | undefined, latest: Latest): Date | null {
  const candidates = [latest.settings];
  if (pageId) candidates.push(latest.sections.get(pageId) ?? null);
  if (path === '/wildfire-recovery')
    for (const c of COMMUNITIES) candidates.push(latest.sections.get(c.id) ?? null);
  if (path === '/' || path === '/portfolio' || path.startsWith('/areas/')) candidates.push(latest.portfolio);
  if (path === '/') candidates.push(latest.testimonials);
  const times = candidates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The service-area pages there are (issue 32): a city's page, last changed with the projects or its text. */
async function areaEntries(orm: MikroORM) {
  const priority = PATTERN_ROUTES.find((route) => route.exists === 'public.areas.page')?.priority ?? 0.6;
  return (await publicAreas(orm.em.fork()))
    .filter((area) => area.hasPage)
    .map((area) => ({ path: areaPath(area.slug), pageId: undefined, priority }));
}

export function sitemapXml(
  publicUrl: string,
  latest: Latest,
  extra: ReadonlyArray<{ path: string; pageId: undefined; priority: number }> = [],
): string {
  const urls = [...PUBLIC_ROUTES, ...extra].map((route) => {
    const modified = lastModified(route.path, route.pageId, latest);
    return [
      '  <url>',
      `    <loc>${escapeXml(publicUrl + route.path)}</loc>`,
      modified ? `    <lastmod>${modified.toISOString()}</lastmod>` : '',
      `    <priority>${route.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /sitemap.xml (lastmod from the data) and /robots.txt, revalidated like the pages. */
export function seoRouter(orm: MikroORM, publicUrl: string): ExpressRouter {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const xml = sitemapXml(publicUrl, await latestChanges(orm), await areaEntries(orm));
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/xml').send(xml);
    } catch (error) {
      next(error);
    }
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(publicUrl));
  });
  return router;
}
