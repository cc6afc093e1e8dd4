import type { MikroORM } from '@mikro-orm/postgresql';
import { type Router as ExpressRouter, Router } from 'express';
import { COMMUNITIES, categoryIdOf, PROJECT_CATEGORY_IDS } from '../../common/constants';
import { LANGUAGES } from '../../common/i18n/languages';
import { areaPagePath, communityPath, portfolioFilterPath, projectPagePath } from '../../common/routes';
import { alternatesOf } from '../../common/routing/alternates';
import { type ProjectAddress, type ProjectSlugIn, projectSlugIn } from '../../common/routing/project-slugs';
import { addressIn, FIXED_ROUTES } from '../../common/routing/resolve';
import { type PublicRoute, routeById } from '../../common/routing/route-table';
import { PortfolioProject } from '../entities';
import { publicAreas } from '../services/areas/areas';
import { type Latest, latestChanges } from '../services/content-freshness';
import { LIST_ORDER } from '../services/list-order';

const newestOf = (dates: ReadonlyArray<Date | null>): Date | null => {
  const times = dates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
};

/** When a fixed page last changed: the settings (every page's shell), its sections, and the data it lists. */
function lastModified(route: PublicRoute, latest: Latest): Date | null {
  const candidates = [latest.settings];
  if (route.pageId) candidates.push(latest.sections.get(route.pageId) ?? null);
  if (route.id === 'wildfire')
    for (const c of COMMUNITIES) candidates.push(latest.sections.get(c.id) ?? null);
  if (route.id === 'home' || route.id === 'portfolio') candidates.push(latest.portfolio);
  if (route.id === 'home') candidates.push(latest.testimonials);
  return newestOf(candidates);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The service-area pages there are: a city with two projects and its local text. */
async function areaPaths(orm: MikroORM) {
  return (await publicAreas(orm.em.fork()))
    .filter((area) => area.hasPage)
    .map((area) => areaPagePath(area.slug));
}

/** What the sitemap lists of a project: its page's address and when it last changed. */
export interface ProjectEntry extends ProjectAddress {
  category: string;
  updatedAt: Date;
}

/** One page of the site (by its address in the site's own language), when it last changed and its weight. */
interface SitemapPage {
  path: string;
  modified: Date | null;
  priority: number;
}

/** A page's entry in each language, each listing every language's address (`xhtml:link`), itself included. */
function urlEntries(publicUrl: string, page: SitemapPage, projectSlug: ProjectSlugIn): string[] {
  const alternates = alternatesOf(page.path, projectSlug).map(
    ({ hreflang, path }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + path)}"/>`,
  );
  return LANGUAGES.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeXml(publicUrl + (addressIn(page.path, language, projectSlug) ?? page.path))}</loc>`,
      page.modified ? `    <lastmod>${page.modified.toISOString()}</lastmod>` : '',
      `    <priority>${page.priority.toFixed(1)}</priority>`,
      // After the sitemap's own elements, as its schema places other namespaces' elements.
      ...alternates,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

/**
 * Every page in every language: the fixed pages, each community of the wildfire page and each category of the
 * portfolio that has projects (pages of their own: `?community=`, `?category=`), each project's page and each
 * city's.
 */
export function sitemapXml(
  publicUrl: string,
  latest: Latest,
  projects: readonly ProjectEntry[] = [],
  areaPaths: readonly string[] = [],
): string {
  const pages: SitemapPage[] = FIXED_ROUTES.map((route) => ({
    path: route.paths.en,
    modified: lastModified(route, latest),
    priority: route.priority,
  }));
  for (const community of COMMUNITIES.slice(1))
    pages.push({
      path: communityPath(community.id),
      modified: newestOf([latest.settings, latest.sections.get(community.id) ?? null]),
      priority: 0.7,
    });
  // Stored ids (a row kept before them: its English value), in the list's order.
  const categories = new Set(projects.map((project) => categoryIdOf(project.category)));
  for (const category of PROJECT_CATEGORY_IDS.filter((id) => categories.has(id)))
    pages.push({ path: portfolioFilterPath(category), modified: latest.portfolio, priority: 0.6 });
  for (const project of projects)
    pages.push({
      path: projectPagePath(project.slug),
      modified: project.updatedAt,
      priority: routeById('project').priority,
    });
  for (const path of areaPaths)
    pages.push({ path, modified: latest.portfolio, priority: routeById('area').priority });
  const projectSlug = projectSlugIn(projects);
  const urls = pages.flatMap((page) => urlEntries(publicUrl, page, projectSlug));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
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
        .find(
          PortfolioProject,
          {},
          { fields: ['slug', 'translatedSlugs', 'category', 'updatedAt'], orderBy: LIST_ORDER },
        );
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
