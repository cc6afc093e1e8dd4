import type { EntityManager } from '@mikro-orm/postgresql';
import { HISTORY_RETENTION } from '../../../common/history';
import { forgetPhotoColours } from '../photo-colours';
import type { Storage } from '../storage/storage';

const REFERENCE = '/objects/portfolio/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Every uploaded image something still points at: a live project, setting or section, a kept version, or a
 * trashed item. Snapshots are searched as text, so a reference anywhere in them counts.
 * SQL: one regular-expression search (`regexp_matches`) over the text of five tables, which the ORM cannot express.
 */
export async function referencedImages(em: EntityManager): Promise<Set<string>> {
  const rows = await em.getConnection().execute<Array<{ ref: string }>>(
    `select distinct (regexp_matches(text, ?, 'g'))[1] as ref from (
       select snapshot::text as text from content_versions where snapshot is not null
       union all select snapshot::text from trash
       union all select array_to_string(image_urls, ' ') from portfolio_projects
       union all select value from site_settings
       union all select image_url from page_sections
     ) as everything`,
    [`(${REFERENCE})`],
  );
  return new Set(rows.map((row) => row.ref));
}

/**
 * Deletes the uploaded images nothing refers to that are older than the grace period (an upload younger than
 * that may belong to a form still being filled in). `only` limits it to some references (a purge's own photos).
 */
export async function sweepPhotos(
  em: EntityManager,
  storage: Storage,
  options: { now?: Date; only?: Iterable<string> } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const only = options.only ? new Set(options.only) : null;
  if (only?.size === 0) return [];
  const referenced = await referencedImages(em);
  const cutoff = now.getTime() - HISTORY_RETENTION.photoGraceHours * 3_600_000;
  const deleted: string[] = [];
  for await (const object of storage.list()) {
    const reference = `/objects/${object.name}`;
    if (only && !only.has(reference)) continue;
    if (referenced.has(reference) || object.createdAt.getTime() > cutoff) continue;
    await storage.delete(object.name);
    await forgetPhotoColours(em, [object.name]);
    deleted.push(reference);
  }
  return deleted;
}
