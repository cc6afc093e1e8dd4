import { buffer } from 'node:stream/consumers';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../services/errors';
import { dominantColour, photosWithoutColour, savePhotoColour } from '../services/photo-colours';
import { ensureCleaned } from '../services/storage/clean-stored';
import type { Storage } from '../services/storage/storage';
import { t } from './init';

const REFERENCE = /\/objects\/(portfolio\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;
/** Cleanings at once for one save: each holds an image in memory. */
const CONCURRENT = 3;

/** Deeper than any input schema goes; a hostile nesting is refused by the schema, not walked to a stack overflow. */
const MAX_DEPTH = 16;

/** Every uploaded-image reference in a call's input, with the path of the field that holds it. */
function referencesIn(value: unknown, path: string, found: Map<string, string>, depth = 0) {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    for (const match of value.matchAll(REFERENCE)) {
      const name = match[1] as string;
      if (!found.has(name)) found.set(name, path);
    }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      referencesIn(item, path ? `${path}.${index}` : String(index), found, depth + 1);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      referencesIn(item, path ? `${path}.${key}` : key, found, depth + 1);
  }
}

/**
 * Before a write may store a reference to an uploaded image, that image is cleaned of hidden data (with Cloud
 * Storage the browser uploads straight to the bucket, so this is the first time the server sees those bytes).
 * Every field of every write is searched, so a new kind of image field is covered without a change here. An
 * image that cannot be cleaned (not an image, too many pixels) refuses the save with the field named.
 */
export const cleanReferencedImages = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  if (type !== 'mutation') return next();
  const found = new Map<string, string>();
  referencesIn(await getRawInput(), '', found);
  const queue = [...found];
  const problems: Array<{ path: string; message: string }> = [];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [name, path] = item;
      const outcome = await ensureCleaned(ctx.storage, name);
      if (outcome.state === 'refused')
        problems.push({ path, message: `/objects/${name}: ${outcome.message}` });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
  if (problems.length > 0) throw new InvalidInput(problems);
  if (await keepColours(ctx.em, ctx.storage, [...found.keys()])) await ctx.cache.invalidate(['photos']);
  return next();
});

/**
 * Each newly used photo's dominant colour, kept before the write that shows it, so its first render has its
 * placeholder (services/photo-colours.ts). True when any was added.
 */
async function keepColours(em: EntityManager, storage: Storage, names: string[]): Promise<boolean> {
  let added = false;
  for (const name of await photosWithoutColour(em, names)) {
    const object = await storage.open(name);
    if (!object) continue;
    const colour = await dominantColour(await buffer(object.body));
    if (!colour) continue;
    await savePhotoColour(em, name, colour);
    added = true;
  }
  return added;
}
