import type { Logger } from 'pino';
import { ensureCleaned } from './clean-stored';
import type { Storage } from './storage';

/**
 * The cleaning job: every stored image not yet marked cleaned is checked, and rewritten when it carries EXIF,
 * XMP, IPTC or comments (clean-stored.ts). Run at every start, it reads only objects that are not marked, so
 * after the first run it lists and moves on. An image that cannot be cleaned stays, unserved, and is named in
 * the log.
 */
export async function cleanStoredPhotos(storage: Storage, logger: Logger) {
  const counts = { checked: 0, rewritten: 0, refused: 0 };
  for await (const object of storage.list()) {
    if (object.cleaned) continue;
    const outcome = await ensureCleaned(storage, object.name);
    counts.checked++;
    if (outcome.state === 'clean' && outcome.rewritten) counts.rewritten++;
    if (outcome.state === 'refused') {
      counts.refused++;
      logger.warn({ image: object.name, reason: outcome.message }, 'a stored image cannot be cleaned');
    }
  }
  return counts;
}
