import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { VersionAction } from '../../common/history';
import { REFUSALS } from '../../common/messages';
import {
  beforeAfterProblem,
  describedPhotoDetails,
  type ProjectPhotoDetail,
  type projectFields,
  type projectUpdateInput,
} from '../../common/schemas/portfolio';
import { PortfolioProject } from '../entities';
import { InvalidInput, NotFound } from './errors';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { moveToTrash } from './history/trash';
import { recordChange } from './history/versions';
import { firstPlace, LIST_ORDER } from './list-order';
import { checkSlugFree, freeSlugFor, recordSlugChange, setTranslatedSlugs } from './project-slugs';

/** Projects in the order visitors see them: all, the featured ones, or those of one category. */
export function listProjects(
  em: EntityManager,
  only: { featured?: true; category?: PortfolioProject['category'] } = {},
) {
  return em.find(PortfolioProject, only, { orderBy: LIST_ORDER });
}

/** The one write path of projects: each change is kept as a version in the same transaction. */
export async function findProject(em: EntityManager, id: number) {
  const project = await em.findOne(PortfolioProject, { id });
  if (!project) throw new NotFound(REFUSALS.doesNotExist('Project', id));
  return project;
}

/** The before/after pairs sent with a save: each two different photos of the project, or the save is refused. */
function checkedPairs(project: Pick<PortfolioProject, 'imageUrls' | 'beforeAfter'>) {
  const problem = beforeAfterProblem(project.imageUrls, project.beforeAfter);
  if (problem) throw InvalidInput.field(problem.path.join('.'), problem.message);
  return project.beforeAfter;
}

/** The saved pairs an edit leaves as they were: those whose photos the project still has (the others go with them). */
const pairsStillShown = (project: Pick<PortfolioProject, 'imageUrls' | 'beforeAfter'>) =>
  (project.beforeAfter ?? []).filter((pair) => !beforeAfterProblem(project.imageUrls, [pair]));

/**
 * The details a save leaves each photo when it sends none (a REST client sends the spec's fields only): the ones
 * saved for the same photo, following it when the photos were reordered.
 */
function keptDetails(
  urls: readonly string[],
  savedUrls: readonly string[],
  saved: readonly ProjectPhotoDetail[],
  savedByUrl: ReadonlyMap<string, ProjectPhotoDetail | undefined>,
) {
  return urls.map((url, index) => (savedUrls[index] === url ? saved[index] : savedByUrl.get(url)));
}

/** A project's saved details by photo address (a photo shown twice: its first place's). */
function detailsByUrl(urls: readonly string[], details: readonly ProjectPhotoDetail[]) {
  const byUrl = new Map<string, ProjectPhotoDetail | undefined>();
  urls.forEach((url, index) => {
    if (!byUrl.has(url)) byUrl.set(url, details[index]);
  });
  return byUrl;
}

/**
 * A project is published the moment it is saved, and a photo the owner has not described yet is saved with a
 * suggested description made from the project, marked so the panel asks the owner to confirm it: never
 * refused, never shown without alt text (common/schemas/portfolio.ts, describedPhotoDetails).
 */
export function createProject(em: EntityManager, input: z.output<typeof projectFields>, actor: Actor) {
  const imageDetails = describedPhotoDetails(input, input.imageDetails);
  checkedPairs(input);
  return em.transactional(async (tx) => {
    const { slug: asked, ...fields } = input;
    if (asked) await checkSlugFree(tx, asked);
    const slug = asked || (await freeSlugFor(tx, fields.title));
    const project = tx.create(PortfolioProject, {
      ...fields,
      slug,
      imageDetails,
      sortOrder: await firstPlace(tx, 'project'),
    });
    await tx.flush();
    const after = snapshotOf('project', project);
    await recordChange(tx, actor, {
      entityType: 'project',
      entityKey: project.id,
      before: null,
      after,
      action: 'create',
    });
    return project;
  });
}

/** Photos a change drops stay in storage: the version before it still shows them (the photo sweep decides). */
export function updateProject(
  em: EntityManager,
  input: z.output<typeof projectUpdateInput>,
  actor: Actor,
  action: VersionAction = 'update',
) {
  return em.transactional(async (tx) => {
    const { id, slug: asked, imageDetails: sentDetails, translatedSlugs, ...fields } = input;
    const project = await findProject(tx, id);
    const before = snapshotOf('project', project);
    const savedUrls = [...project.imageUrls];
    const savedDetails = [...(project.imageDetails ?? [])];
    const savedByUrl = detailsByUrl(savedUrls, savedDetails);
    // Left out or empty: the page keeps its address (a shared link must not move because a title did).
    if (asked && asked !== project.slug) {
      await checkSlugFree(tx, asked, id);
      await recordSlugChange(tx, id, project.slug, asked);
    }
    tx.assign(project, { ...fields, ...(asked ? { slug: asked } : {}) });
    if (translatedSlugs) await setTranslatedSlugs(tx, project, translatedSlugs);
    project.imageDetails = describedPhotoDetails(
      project,
      sentDetails ?? keptDetails(project.imageUrls, savedUrls, savedDetails, savedByUrl),
      savedByUrl,
    );
    project.beforeAfter = fields.beforeAfter ? checkedPairs(project) : pairsStillShown(project);
    await tx.flush();
    const after = snapshotOf('project', project);
    await recordChange(tx, actor, { entityType: 'project', entityKey: id, before, after, action });
    return project;
  });
}

export function deleteProject(em: EntityManager, id: number, actor: Actor) {
  return em.transactional(async (tx) => moveToTrash(tx, actor, 'project', await findProject(tx, id)));
}
