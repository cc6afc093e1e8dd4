import type { EntityManager } from '@mikro-orm/postgresql';
import type { VersionAction } from '../../common/history';
import { REFUSALS } from '../../common/messages';
import { settingValueProblem } from '../../common/schemas/settings';
import { SETTINGS_BY_KEY } from '../../common/settings';
import { SiteSetting } from '../entities';
import { InvalidInput, NotFound } from './errors';
import type { Actor } from './history/actor';
import { recordChange } from './history/versions';

export function listSettings(em: EntityManager) {
  return em.find(SiteSetting, {}, { orderBy: { section: 'asc', key: 'asc' } });
}

/**
 * The stored fields of a setting as a save makes them: a registry key, its value checked against the key's kind
 * and size and stored trimmed (a value kept with spaces around it would no longer equal the same image's
 * reference elsewhere, and the photo sweep would take the image for unused), and the registry's section. Saves
 * and restores both build the row here. An unknown key is a 404, a misfit value a 400 naming the setting.
 */
export function settingRow(key: string, value: string): { key: string; value: string; section: string } {
  const definition = SETTINGS_BY_KEY.get(key);
  if (!definition) throw new NotFound(REFUSALS.unknownSetting(key));
  const problem = settingValueProblem(definition, value);
  if (problem) throw InvalidInput.whole(problem);
  return { key, value: value.trim(), section: definition.section };
}

/**
 * Writes one registry setting (creating its row on first save); unknown keys and misfit values are refused.
 * The change is kept as a version in the same transaction; saving the value it already has records nothing.
 * A setting without a row shows its default, which an empty value also stands for.
 */
export async function updateSetting(
  em: EntityManager,
  key: string,
  value: string,
  actor: Actor,
  action: VersionAction = 'update',
): Promise<SiteSetting> {
  const { value: stored, section } = settingRow(key, value);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(SiteSetting, { key });
    const before = existing?.value ?? '';
    const row = existing ?? tx.create(SiteSetting, { key, value: stored, section, updatedAt: new Date() });
    row.value = stored;
    row.section = section;
    row.updatedAt = new Date();
    if (!existing || before !== stored) {
      await recordChange(tx, actor, {
        entityType: 'setting',
        entityKey: key,
        before: { key, value: before },
        after: { key, value: stored },
        action,
      });
    }
    return row;
  });
}
