import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { VersionAction } from '../../common/history';
import { AREAS_AND_PHOTOS, REFUSALS } from '../../common/messages';
import {
  beforeAfterProblem,
  type projectFields,
  type projectUpdateInput,
} from '../../common/schemas/portfolio';
import { PortfolioProject } from '../entities';
import { InvalidInput, NotFound } from './errors';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { moveToTrash } from './history/trash';
import { recordChange } from './history/versions';
import { firstPlace } from './list-order';
import { checkSlugFree, freeSlugFor, recordSlugChange } from './project-slugs';

/** The one write path of projects: each change is kept as a version in the same transaction. */
export async function findProject(em: EntityManager, id: number) {
  const project = await em.findOne(PortfolioProject, { id });
  if (!project) throw new NotFound(REFUSALS.doesNotExist('Project', id));
  return project;
}

/**
 * A project is published the moment it is saved: each of its photos must then be described (alt text), for
 * visitors who cannot see it and for search engines (issue 32). The details list is cut to the photos.
 */
function describedPhotos(project: Pick<PortfolioProject, 'imageUrls' | 'imageDetails'>) {
  const details = project.imageUrls.map((_url, index) => project.imageDetails?.[index]);
  const undescribed = details.findIndex((detail) => !detail?.alt.trim());
  if (undescribed >= 0)
    throw InvalidInput.field(
      `imageDetails.${undescribed}.alt`,
      AREAS_AND_PHOTOS.altRequired(undescribed + 1),
    );
  return details as PortfolioProject['imageDetails'];
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

export function createProject(em: EntityManager, input: z.output<typeof projectFields>, actor: Actor) {
  const imageDetails = describedPhotos(input);
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
    const { id, slug: asked, ...fields } = input;
    const project = await findProject(tx, id);
    const before = snapshotOf('project', project);
    // Left out or empty: the page keeps its address (a shared link must not move because a title did).
    if (asked && asked !== project.slug) {
      await checkSlugFree(tx, asked, id);
      await recordSlugChange(tx, id, project.slug, asked);
    }
    tx.assign(project, { ...fields, ...(asked ? { slug: asked } : {}) });
    project.imageDetails = describedPhotos(project);
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
