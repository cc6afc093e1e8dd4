import type { EntityManager } from '@mikro-orm/postgresql';
import { ENTITY_LABELS, type HistoryEntityType, type VersionAction } from '../../../common/history';
import { SETTINGS_BY_KEY } from '../../../common/settings';
import { ContentVersion } from '../../entities';
import { lockUntilTransactionEnds } from '../transaction-locks';
import { logActivity } from './activity';
import type { Actor } from './actor';
import { changedFields, type Snapshot } from './snapshots';

export interface Change {
  entityType: HistoryEntityType;
  entityKey: string | number;
  /** The item before the change; null when it did not exist. */
  before: Snapshot | null;
  /** The item after the change; null when the change took it away. */
  after: Snapshot | null;
  action: VersionAction;
}

/** Kinds of items whose name says what changed: a setting, a translation. */
const ONE_FIELD_TYPES: ReadonlySet<HistoryEntityType> = new Set(['setting', 'translation']);

/** The activity line of each kind of change; `%` stands for the item's name. */
const SUMMARIES: Record<VersionAction, string> = {
  original: 'Kept %',
  create: 'Added %',
  update: 'Changed %',
  restore: 'Restored an earlier version of %',
  reorder: 'Moved %',
  duplicate: 'Added % as a copy',
  mirror: 'Added % as a mirrored copy',
  trash: 'Moved % to the Trash',
  untrash: 'Restored % from the Trash',
  undo: 'Undid the last change of %',
};

/** A translation is named by the text it translates and its language: "Hero title, es". */
function translatedTextName(snapshot: Snapshot | null, key: string): string {
  if (!snapshot) return key;
  const { kind, ref = '', field, language } = snapshot as Record<string, string | undefined>;
  const text = kind === 'setting' ? (SETTINGS_BY_KEY.get(ref)?.label ?? ref) : `${kind} ${ref} ${field}`;
  return `${text}, ${language}`;
}

/** A short name the owner recognises an item by. */
export function itemName(entityType: HistoryEntityType, snapshot: Snapshot | null, key: string): string {
  const name =
    entityType === 'setting'
      ? (SETTINGS_BY_KEY.get(key)?.label ?? key)
      : entityType === 'translation'
        ? translatedTextName(snapshot, key)
        : entityType === 'testimonial' || entityType === 'lead'
          ? (snapshot?.clientName ?? snapshot?.name)
          : snapshot?.title || snapshot?.sectionType;
  return `${ENTITY_LABELS[entityType].toLowerCase()} "${String(name ?? key).slice(0, 120)}"`;
}

/**
 * Records one change of one item, in the caller's transaction: the state after it as a new version, and, the
 * first time an item older than history changes, the state before it as an `original` version, so the first
 * change can be undone too. Unless `activity` is false (a change that is part of a larger action logged once),
 * it also adds the activity line pointing at the new version. Flushes, so the version has its id. A change
 * that changed nothing records nothing (null).
 */
export async function recordChange(
  em: EntityManager,
  actor: Actor,
  change: Change,
  options: { activity?: boolean } = {},
): Promise<ContentVersion | null> {
  const entityKey = String(change.entityKey);
  const { entityType, before, after } = change;
  const fields = changedFields(entityType, before, after);
  // A save that changed nothing (an unchanged form saved again) is not a new state.
  if (before && after && fields.length === 0) return null;
  // One change of an item at a time (several instances included): two first changes racing would each keep an
  // `original`, and versions would interleave out of order.
  await lockUntilTransactionEnds(em, `history:${entityType}:${entityKey}`);
  if (before) {
    const known = await em.count(ContentVersion, { entityType, entityKey });
    if (known === 0) {
      em.create(ContentVersion, {
        entityType,
        entityKey,
        snapshot: before,
        changedFields: [],
        action: 'original',
        actor: null,
        // Just before the change, so it sorts first even when both are made within one clock tick.
        createdAt: new Date(Date.now() - 1),
      });
    }
  }
  const version = em.create(ContentVersion, {
    entityType,
    entityKey,
    snapshot: after,
    changedFields: fields,
    action: change.action,
    actor: actor.username,
    createdAt: new Date(),
  });
  await em.flush();
  if (options.activity !== false) {
    const name = itemName(entityType, after ?? before, entityKey);
    // A setting has one field: its name says what changed.
    const listed = change.action === 'update' && !ONE_FIELD_TYPES.has(entityType) && fields.length > 0;
    const detail = listed ? ` (${fields.join(', ')})` : '';
    logActivity(em, actor, {
      action: change.action,
      entityType,
      entityKey,
      summary: SUMMARIES[change.action].replace('%', () => name) + detail,
      versionId: version.id,
    });
  }
  return version;
}

/** An item's versions, newest first (the newest is its current state). */
export function listVersions(
  em: EntityManager,
  entityType: HistoryEntityType,
  entityKey: string,
  limit = 200,
) {
  return em.find(ContentVersion, { entityType, entityKey }, { orderBy: { id: 'desc' }, limit });
}
