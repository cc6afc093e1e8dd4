import type { EntityManager } from '@mikro-orm/postgresql';
import { PageSection, PortfolioProject, SiteSetting } from '../entities';
import { objectNameOfReference, type Storage } from './storage/storage';

/**
 * Deletes the stored objects behind these image references that no project, setting or page section
 * uses any more. Called after the row that held them was changed or removed.
 */
export async function releaseImages(em: EntityManager, storage: Storage, references: Iterable<string>) {
  for (const reference of new Set(references)) {
    const name = objectNameOfReference(reference);
    if (!name) continue;
    const [projects, settings, sections] = await Promise.all([
      em.count(PortfolioProject, { imageUrls: { $contains: [reference] } }),
      em.count(SiteSetting, { value: reference }),
      em.count(PageSection, { imageUrl: reference }),
    ]);
    if (projects + settings + sections === 0) await storage.delete(name);
  }
}
