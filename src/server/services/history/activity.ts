import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityAction, ActivityKind } from '../../../common/history';
import { ActivityEntry } from '../../entities';
import type { Actor } from './actor';

export interface ActivityLine {
  /** One of ACTIVITY_ACTIONS: a restore refuses an archive whose lines name any other. */
  action: ActivityAction;
  entityType: ActivityKind;
  entityKey?: string | null;
  summary: string;
  versionId?: number | null;
}

/** Adds a line to the activity log in the caller's unit of work (its transaction, when it has one). */
export function logActivity(em: EntityManager, actor: Actor, line: ActivityLine): ActivityEntry {
  return em.create(ActivityEntry, {
    actor: actor.username?.slice(0, 100) ?? null,
    action: line.action,
    entityType: line.entityType,
    entityKey: line.entityKey?.slice(0, 100) ?? null,
    summary: line.summary.slice(0, 300),
    ip: actor.ip?.slice(0, 64) ?? null,
    versionId: line.versionId ?? null,
    at: new Date(),
  });
}

/** Adds a line to the activity log and writes it at once, with whatever else the unit of work holds. */
export async function recordActivity(em: EntityManager, actor: Actor, line: ActivityLine): Promise<void> {
  logActivity(em, actor, line);
  await em.flush();
}

/** Newest first, optionally of one kind, in pages: `cursor` is the last id of the page before. */
export async function listActivity(
  em: EntityManager,
  options: { kind?: ActivityKind | undefined; cursor?: number | undefined; limit: number },
) {
  const where: Record<string, unknown> = {};
  if (options.kind) where.entityType = options.kind;
  if (options.cursor) where.id = { $lt: options.cursor };
  const rows = await em.find(ActivityEntry, where, { orderBy: { id: 'desc' }, limit: options.limit + 1 });
  const entries = rows.slice(0, options.limit);
  return {
    entries,
    nextCursor: rows.length > options.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}
