import type { MikroORM } from '@mikro-orm/postgresql';
import { type Router as ExpressRouter, Router } from 'express';
import { areaPath } from '../../common/areas';
import { COMMUNITIES, PROJECT_CATEGORIES } from '../../common/constants';
import {
  communityPath,
  PATTERN_ROUTES,
  PROJECT_ROUTE,
  PUBLIC_ROUTES,
  portfolioFilterPath,
} from '../../common/routes';
import { projectPath } from '../../common/slugs';
import { PortfolioProject } from '../entities';
import { publicAreas } from '../services/areas/areas';
import { type Latest, latestChanges } from '../services/content-freshness';
import { LIST_ORDER } from '../services/list-order';

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

/** A service-area page's weight in the sitemap (its pattern route's). */
const AREA_PRIORITY = PATTERN_ROUTES.find((route) => route.exists === 'public.areas.page')?.priority ?? 0.6;

/** The service-area pages there are: a city with two projects and its local text. */
async function areaPaths(orm: MikroORM) {
  return (await publicAreas(orm.em.fork())).filter((area) => area.hasPage).map((area) => areaPath(area.slug));
}

/** What the sitemap lists of a project: its page's address and when it last changed. */
export interface ProjectEntry {
  slug: string;
  category: string;
  updatedAt: Date;
}

function urlEntry(loc: string, modified: Date | null, priority: number) {
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    modified ? `    <lastmod>${modified.toISOString()}</lastmod>` : '',
    `    <priority>${priority.toFixed(1)}</priority>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Every page: the routes, each community of the wildfire page and each category of the portfolio that has
 * projects (pages of their own: `?community=`, `?category=`), and each project's page.
 */
export function sitemapXml(
  publicUrl: string,
  latest: Latest,
  projects: readonly ProjectEntry[] = [],
  areaPaths: readonly string[] = [],
): string {
  const urls = PUBLIC_ROUTES.map((route) =>
    urlEntry(publicUrl + route.path, lastModified(route.path, route.pageId, latest), route.priority),
  );
  for (const community of COMMUNITIES.slice(1)) {
    const modified = [latest.settings, latest.sections.get(community.id) ?? null].filter(
      (d): d is Date => !!d,
    );
    const newest = modified.length ? new Date(Math.max(...modified.map((d) => d.getTime()))) : null;
    urls.push(urlEntry(publicUrl + communityPath(community.id), newest, 0.7));
  }
  const categories = new Set(projects.map((project) => project.category));
  for (const category of PROJECT_CATEGORIES.filter((name) => categories.has(name)))
    urls.push(urlEntry(publicUrl + portfolioFilterPath(category), latest.portfolio, 0.6));
  for (const project of projects)
    urls.push(urlEntry(publicUrl + projectPath(project.slug), project.updatedAt, PROJECT_ROUTE.priority));
  for (const path of areaPaths) urls.push(urlEntry(publicUrl + path, latest.portfolio, AREA_PRIORITY));
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
      const projects = await orm.em
        .fork()
        .find(PortfolioProject, {}, { fields: ['slug', 'category', 'updatedAt'], orderBy: LIST_ORDER });
      const xml = sitemapXml(publicUrl, await latestChanges(orm), projects, await areaPaths(orm));
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
