import type { EntityManager } from '@mikro-orm/postgresql';
import { REFUSALS } from '../../../common/messages';
import { projectFields } from '../../../common/schemas/portfolio';
import { testimonialFields } from '../../../common/schemas/testimonial';
import { ContentVersion, TrashItem } from '../../entities';
import { Conflict, InvalidInput, NotFound } from '../errors';
import { restoreLead } from '../leads/lead-status';
import { updateSection } from '../page-sections';
import { updateProject } from '../portfolio';
import { sectionRow } from '../section-row';
import { updateSetting } from '../settings';
import { updateTestimonial } from '../testimonials';
import { restoreTranslation } from '../translations/ledger';
import type { Actor } from './actor';
import { checked, isLive, recreateItem } from './recreate';

/**
 * Makes an earlier version the current state, as a new `restore` version (`undo` when a notification's Undo
 * asked) (so a restore can be undone), through
 * the same write path and checks as a normal save. A section keeps its current page and place: those are moved by
 * reordering, and a restored place could collide with the sections around it. An item that is gone (deleted for
 * good or never restored from an emptied Trash) comes back with its id; one in the Trash is restored from there.
 */
export async function restoreVersion(
  em: EntityManager,
  actor: Actor,
  versionId: number,
  action: 'restore' | 'undo' = 'restore',
) {
  const version = await em.findOne(ContentVersion, { id: versionId });
  if (!version) throw new NotFound(REFUSALS.doesNotExist('Version', versionId));
  const snapshot = version.snapshot;
  if (!snapshot) {
    throw InvalidInput.whole(REFUSALS.versionIsDeletion);
  }
  const { entityType, entityKey } = version;
  if (entityType === 'setting') {
    await updateSetting(em, entityKey, String(snapshot.value ?? ''), actor, action);
    return { entityType, entityKey };
  }
  if (entityType === 'translation') {
    await restoreTranslation(em, snapshot, actor, action);
    return { entityType, entityKey };
  }
  const id = Number(entityKey);
  if (entityType === 'lead') {
    // Leads are never deleted: a version of one always has its row.
    await restoreLead(em, id, snapshot, actor);
    return { entityType, entityKey };
  }
  if (!(await isLive(em, entityType, id))) {
    if (await em.count(TrashItem, { entityType, entityId: id })) {
      throw new Conflict(REFUSALS.inTrash);
    }
    await em.transactional((tx) => recreateItem(tx, actor, entityType, id, snapshot, action));
    return { entityType, entityKey };
  }
  if (entityType === 'project') {
    await updateProject(em, { ...checked(projectFields, snapshot), id }, actor, action);
  } else if (entityType === 'testimonial') {
    await updateTestimonial(em, { ...checked(testimonialFields, snapshot), id }, actor, action);
  } else {
    const { pageId: _page, sortOrder: _order, ...fields } = sectionRow(snapshot);
    await updateSection(em, { ...fields, id }, actor, action);
  }
  return { entityType, entityKey };
}
