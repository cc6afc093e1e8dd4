import type { EntityManager } from '@mikro-orm/postgresql';
import { PROJECT_MESSAGES } from '../../common/messages';
import { projectPagePath } from '../../common/routes';
import { firstFreeSlug, slugify } from '../../common/slugs';
import type { TranslationLanguage } from '../../common/translations';
import { PageRedirect, PortfolioProject } from '../entities';
import { InvalidInput } from './errors';
import { lockUntilTransactionEnds } from './transaction-locks';

/**
 * Project page addresses (common/slugs.ts): the slug a project gets, the checks of one the owner writes, and the
 * 301 an earlier slug keeps. Called only by the project write path (services/portfolio.ts, history/recreate.ts).
 */

/**
 * Held until the transaction ends: project writes that choose or change a slug take turns, so two projects added
 * at once with one title get `x` and `x-2`, never the same slug and a failed insert.
 */
export async function lockSlugs(em: EntityManager) {
  await lockUntilTransactionEnds(em, 'project_slugs');
}

/**
 * Slugs no new project may take: every project's, in every language (a page's address in one language is looked up
 * in all: a move is kept as its English address, common/routing/resolve.ts sitePathOf), and every address already
 * moved (an old link keeps its target).
 */
async function takenSlugs(em: EntityManager, exceptProject?: number): Promise<Set<string>> {
  const projects = await em.find(
    PortfolioProject,
    exceptProject === undefined ? {} : { id: { $ne: exceptProject } },
    { fields: ['slug', 'translatedSlugs'] },
  );
  const moved = await em.find(
    PageRedirect,
    { fromPath: { $like: `${projectPagePath('')}%` } },
    { fields: ['fromPath', 'projectId'] },
  );
  return new Set([
    ...projects.flatMap((project) => [project.slug, ...Object.values(project.translatedSlugs ?? {})]),
    ...moved
      .filter((redirect) => exceptProject === undefined || redirect.projectId !== exceptProject)
      .map((redirect) => redirect.fromPath.slice(projectPagePath('').length)),
  ]);
}

/** The slug a project without one gets: its title's, with `-2`, `-3`… when taken. */
export async function freeSlugFor(em: EntityManager, title: string, projectId?: number): Promise<string> {
  await lockSlugs(em);
  const taken = await takenSlugs(em, projectId);
  return firstFreeSlug(slugify(title), (slug) => taken.has(slug));
}

/**
 * Refuses (400 naming `field`) a slug another project has, or an address that already moves somewhere else.
 * Every language's slugs are one namespace.
 */
export async function checkSlugFree(em: EntityManager, slug: string, projectId?: number, field = 'slug') {
  await lockSlugs(em);
  const owner = (
    await em.find(PortfolioProject, projectId === undefined ? {} : { id: { $ne: projectId } })
  ).find((project) => project.slug === slug || Object.values(project.translatedSlugs ?? {}).includes(slug));
  if (owner) throw InvalidInput.field(field, PROJECT_MESSAGES.slugTaken(owner.title));
  const moved = await em.findOne(PageRedirect, { fromPath: projectPagePath(slug) });
  if (moved && (projectId === undefined || moved.projectId !== projectId))
    throw InvalidInput.field(field, PROJECT_MESSAGES.slugWasElsewhere(projectPagePath(slug)));
}

/**
 * The owner's own address for a project's page in other languages: checked free in every language, the one it had
 * (its own, or its English slug it was reached at) moving there with a 301.
 */
export async function setTranslatedSlugs(
  em: EntityManager,
  project: PortfolioProject,
  asked: Partial<Record<TranslationLanguage, string | undefined>>,
) {
  for (const [language, next] of Object.entries(asked) as Array<[TranslationLanguage, string | undefined]>) {
    const previous = project.translatedSlugs?.[language];
    if (!next || next === (previous ?? project.slug)) continue;
    if (next === project.slug) {
      throw InvalidInput.field(`translatedSlugs.${language}`, PROJECT_MESSAGES.slugSameAsEnglish);
    }
    await checkSlugFree(em, next, project.id, `translatedSlugs.${language}`);
    if (previous) await recordSlugChange(em, project.id, previous, next);
    project.translatedSlugs = { ...project.translatedSlugs, [language]: next };
  }
}

/**
 * A project moved from `previous` to `next`: the old address answers 301 to wherever the project is (its id, so
 * renames never chain nor loop), and the new one, were it an earlier address of this project, is a page again.
 */
export async function recordSlugChange(em: EntityManager, projectId: number, previous: string, next: string) {
  if (previous === next) return;
  await em.nativeDelete(PageRedirect, { fromPath: projectPagePath(next), projectId });
  const kept = await em.findOne(PageRedirect, { fromPath: projectPagePath(previous) });
  if (kept) em.assign(kept, { projectId, toPath: null });
  else em.create(PageRedirect, { fromPath: projectPagePath(previous), projectId, toPath: null });
  await em.flush();
}

/**
 * A project's page address in another language, given once, from its title in that language when the owner first
 * approves it (`/es/portafolio/<slug>`); kept after, as an English slug is, so a shared link keeps working. Free in
 * every language's namespace. Its Spanish page at the English slug then moves there (a 301: ssr/page-handler.ts).
 */
export async function giveTranslatedSlug(
  em: EntityManager,
  projectId: number,
  language: TranslationLanguage,
  title: string,
): Promise<void> {
  await lockSlugs(em);
  const project = await em.findOne(PortfolioProject, { id: projectId });
  if (!project || project.translatedSlugs?.[language]) return;
  const taken = await takenSlugs(em, projectId);
  taken.add(project.slug);
  const slug = firstFreeSlug(slugify(title), (candidate) => taken.has(candidate));
  project.translatedSlugs = { ...project.translatedSlugs, [language]: slug };
  await em.flush();
}
