import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE } from '../../common/i18n/languages';
import { REDIRECT_MESSAGES, REFUSALS } from '../../common/messages';
import { projectPagePath } from '../../common/routes';
import { normalizePath } from '../../common/routing/normalize';
import { slugIn } from '../../common/routing/project-slugs';
import { languageOfPath, pathOf, routeOfPath, siteLinkIn, sitePathOf } from '../../common/routing/resolve';
import { isAppAddress, resolvedSitePath } from '../../common/schemas/redirects';
import { PageRedirect, PortfolioProject } from '../entities';
import { InvalidInput, NotFound } from './errors';

/**
 * Moved addresses (301): a project's earlier slugs (services/project-slugs.ts) and the owner's own, typically the
 * old site's pages. One address moves to one place; following them never goes round in a circle: the owner's
 * additions are refused when they would close one, and a read follows at most MAX_HOPS moves and gives up on a
 * circle (a 404, never a redirect loop).
 */
const MAX_HOPS = 5;
/** page_redirects' columns. */
const MAX_PATH_LENGTH = 300;

/**
 * Where a moved address leads now: a project's current page, or the owner's target; null when it leads nowhere.
 * The owner's target is resolved again as a browser would (a row saved before the check, or written around it,
 * never sends a visitor to another site): the Location is the resolved path, never the stored text.
 */
async function targetOf(em: EntityManager, redirect: PageRedirect): Promise<string | null> {
  if (redirect.projectId === null || redirect.projectId === undefined)
    return redirect.toPath ? resolvedSitePath(redirect.toPath) : null;
  const project = await em.findOne(PortfolioProject, { id: redirect.projectId }, { fields: ['slug'] });
  return project ? projectPagePath(project.slug) : null;
}

/**
 * Whether a path is a page of the site now: a fixed route's, or a project's current address (a city's page comes
 * and goes with its projects, so an address there may be moved).
 */
async function isPage(em: EntityManager, path: string): Promise<boolean> {
  const routed = routeOfPath(path);
  if (routed?.route.id === 'project') return (await em.count(PortfolioProject, { slug: routed.slug })) > 0;
  return routed !== undefined && !routed.route.exists;
}

/** The path without its query, as the router reads it. */
const pathOnly = (target: string) => normalizePath(target.split(/[?#]/, 1)[0] ?? '/');
/** That path in the site's own language, as moves are kept and followed (`sitePathOf`). */
const sitePathOnly = (target: string) => sitePathOf(pathOnly(target));

/**
 * The address a request for `pathname` (no page there) moves to, or null. Moves are followed while they lead to
 * another moved address; a circle, or more than MAX_HOPS, leads nowhere.
 */
export async function movedAddressOf(em: EntityManager, pathname: string): Promise<string | null> {
  const target = await movedSiteAddressOf(em, sitePathOf(pathname));
  if (!target) return null;
  // Moves are kept in the site's own language; a visitor on another language's page moves within it.
  const moved = await projectSlugInLanguage(em, siteLinkIn(target, languageOfPath(pathname)));
  // A move to this very address in another language (an English address moved to its own Spanish twin) leads
  // nowhere: never a redirect to itself.
  return pathOnly(moved) === normalizePath(pathname) ? null : moved;
}

/** A project page's address with the project's own slug in its language (one 301, not two), as it is otherwise. */
async function projectSlugInLanguage(em: EntityManager, address: string): Promise<string> {
  const path = pathOnly(address);
  const routed = routeOfPath(path);
  if (routed?.route.id !== 'project' || routed.language === DEFAULT_LANGUAGE) return address;
  const project = await em.findOne(
    PortfolioProject,
    { slug: routed.slug },
    { fields: ['slug', 'translatedSlugs'] },
  );
  if (!project) return address;
  return pathOf('project', routed.language, slugIn(project, routed.language)) + address.slice(path.length);
}

async function movedSiteAddressOf(em: EntityManager, sitePath: string): Promise<string | null> {
  const seen = new Set<string>();
  let from = sitePath;
  let target: string | null = null;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (seen.has(from)) return null;
    seen.add(from);
    const redirect = await em.findOne(PageRedirect, { fromPath: from });
    if (!redirect) return target;
    target = await targetOf(em, redirect);
    if (!target) return null;
    if (await isPage(em, pathOnly(target))) return target;
    from = sitePathOnly(target);
  }
  return null;
}

export interface RedirectRow {
  id: number;
  fromPath: string;
  /** Where it leads now (a project's current page for its earlier addresses); null: nowhere (the project is gone). */
  toPath: string | null;
  projectId: number | null;
  projectTitle: string | null;
  createdAt: Date;
}

/** Every moved address, newest first, with where each leads now. */
export async function listRedirects(em: EntityManager): Promise<RedirectRow[]> {
  const rows = await em.find(PageRedirect, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const projectIds = rows.flatMap((row) => (row.projectId == null ? [] : [row.projectId]));
  const projects = new Map(
    (await em.find(PortfolioProject, { id: { $in: projectIds } }, { fields: ['id', 'slug', 'title'] })).map(
      (project) => [project.id, project],
    ),
  );
  return rows.map((row) => {
    const project = row.projectId == null ? undefined : projects.get(row.projectId);
    return {
      id: row.id,
      fromPath: row.fromPath,
      toPath: row.projectId == null ? (row.toPath ?? null) : project ? projectPagePath(project.slug) : null,
      projectId: row.projectId ?? null,
      projectTitle: project?.title ?? null,
      createdAt: row.createdAt,
    };
  });
}

/**
 * The owner moves an address of the old site (or any address no page has) to a page of this one. Both are kept as
 * a browser resolves them (common/schemas/redirects.ts). Refused (400 naming the field): an address that leaves
 * the site, one the server answers itself (the panel, the API, its files), an address a page has, the same
 * address, one already moved, or a move that would lead back.
 */
export async function addRedirect(em: EntityManager, input: { fromPath: string; toPath: string }) {
  const from = resolvedPath('fromPath', 'Old address', input.fromPath);
  const toPath = resolvedPath('toPath', 'New address', input.toPath);
  // Kept in the site's own language, as moves are followed: a Spanish project address moves its English twin too.
  const fromPath = sitePathOf(normalizePath(from));
  if (isAppAddress(fromPath)) throw InvalidInput.field('fromPath', REDIRECT_MESSAGES.appAddress(fromPath));
  return em.transactional(async (tx) => {
    if (await isPage(tx, fromPath))
      throw InvalidInput.field('fromPath', REDIRECT_MESSAGES.fromIsPage(fromPath));
    if (sitePathOnly(toPath) === fromPath) throw InvalidInput.field('toPath', REDIRECT_MESSAGES.sameAddress);
    if (await tx.findOne(PageRedirect, { fromPath }))
      throw InvalidInput.field('fromPath', REDIRECT_MESSAGES.exists(fromPath));
    // Follow the target's own moves: reaching this address again would be a circle.
    let next = sitePathOnly(toPath);
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const onward = await tx.findOne(PageRedirect, { fromPath: next });
      if (!onward) break;
      const target = await targetOf(tx, onward);
      if (!target) break;
      next = sitePathOnly(target);
      if (next === fromPath) throw InvalidInput.field('toPath', REDIRECT_MESSAGES.loop(toPath));
    }
    const row = tx.create(PageRedirect, { fromPath, toPath, projectId: null });
    await tx.flush();
    return row;
  });
}

/** A path as a browser resolves it, within the column's length (escaping lengthens it); refused naming the field. */
function resolvedPath(field: 'fromPath' | 'toPath', label: string, path: string): string {
  const resolved = resolvedSitePath(path);
  if (resolved === null) throw InvalidInput.field(field, `${label} ${REDIRECT_MESSAGES.pathShape}`);
  if (resolved.length > MAX_PATH_LENGTH)
    throw InvalidInput.field(field, REDIRECT_MESSAGES.tooLong(label, MAX_PATH_LENGTH));
  return resolved;
}

/** Removes a moved address: the old address is a 404 again (or free for a project to take). */
export async function deleteRedirect(em: EntityManager, id: number) {
  const row = await em.findOne(PageRedirect, { id });
  if (!row) throw new NotFound(REFUSALS.doesNotExist('Moved address', id));
  await em.nativeDelete(PageRedirect, { id });
  return { id };
}

/** Every moved address as stored (normalized): the page cache keeps them to tell a move from an address no page has. */
export async function movedPaths(em: EntityManager): Promise<string[]> {
  const rows = await em.find(PageRedirect, {}, { fields: ['fromPath'] });
  return rows.map((row) => row.fromPath);
}
