import { buffer } from 'node:stream/consumers';
import { cleanImage } from './clean-image';
import type { Storage } from './storage';

export type CleanOutcome =
  | { state: 'clean'; rewritten: boolean }
  | { state: 'missing' }
  | { state: 'refused'; status: 415 | 422; message: string };

/** Cleanings under way, per store and object: concurrent requests for one new image share one rewrite. */
const inFlight = new WeakMap<Storage, Map<string, Promise<CleanOutcome>>>();

/**
 * Makes sure the stored object `name` carries no hidden data (clean-image.ts), rewriting it once if it does,
 * and marks it cleaned. Uploads through our own PUT are cleaned on arrival; this covers what reached the store
 * another way: a browser's direct upload to Cloud Storage, objects stored before this rule, seeded and restored
 * ones. Called before a save may reference an object, before an object is served, and by the cleaning job.
 */
export function ensureCleaned(storage: Storage, name: string): Promise<CleanOutcome> {
  let running = inFlight.get(storage);
  if (!running) {
    running = new Map();
    inFlight.set(storage, running);
  }
  const pending = running.get(name);
  if (pending) return pending;
  const started = clean(storage, name).finally(() => running.delete(name));
  running.set(name, started);
  return started;
}

async function clean(storage: Storage, name: string): Promise<CleanOutcome> {
  const object = await storage.open(name);
  if (!object) return { state: 'missing' };
  if (object.cleaned) {
    object.body.destroy();
    return { state: 'clean', rewritten: false };
  }
  const result = await cleanImage(await buffer(object.body));
  if (!result.ok) return { state: 'refused', status: result.status, message: result.message };
  await storage.saveCleaned(name, result.body, result.contentType);
  return { state: 'clean', rewritten: result.changed };
}
