import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { settingValueProblem } from '../../common/schemas/settings';
import { SETTINGS_BY_KEY } from '../../common/settings';
import { SiteSetting } from '../entities';

export function listSettings(em: EntityManager) {
  return em.find(SiteSetting, {}, { orderBy: { section: 'asc', key: 'asc' } });
}

/** Writes one registry setting (creating its row on first save); unknown keys and misfit values are refused. */
export async function updateSetting(em: EntityManager, key: string, value: string): Promise<SiteSetting> {
  const definition = SETTINGS_BY_KEY.get(key);
  if (!definition) throw new TRPCError({ code: 'NOT_FOUND', message: `Unknown setting: ${key}` });
  const problem = settingValueProblem(definition, value);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  // Stored as checked: trimmed. A value kept with spaces around it would no longer equal the same image's
  // reference elsewhere, and the clean-up after a change would delete the image still in use.
  const stored = value.trim();
  const existing = await em.findOne(SiteSetting, { key });
  if (existing) {
    existing.value = stored;
    existing.section = definition.section;
    existing.updatedAt = new Date();
    await em.flush();
    return existing;
  }
  const created = em.create(SiteSetting, {
    key,
    value: stored,
    section: definition.section,
    updatedAt: new Date(),
  });
  await em.flush();
  return created;
}
