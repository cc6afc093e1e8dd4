import type { OutgoingHttpHeaders } from 'node:http';
import { Lru } from '../../services/lru';
import type { InvalidatedStore } from '../../services/shared-cache';

/** A stored HTTP answer: replayed byte for byte on a hit. */
export interface CachedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  tags: readonly string[];
  /** When it stops being served (an answer that moves with the clock); kept until invalidated when absent. */
  expiresAt?: number;
}

/** The bytes a stored HTTP answer holds. */
export const responseSize = (response: CachedResponse) => response.body.length;

/** What a store keeps: anything that names the data tags it was built from. */
export interface Tagged {
  tags: readonly string[];
}

/** Taken before an answer is computed, handed back to `set`: the tag generations the answer was built on. */
export interface StoreSnapshot {
  epoch: number;
  generations: ReadonlyMap<string, number>;
}

/**
 * Bounded LRU of responses (the server's one Lru, services/lru.ts) with tag-based invalidation. Each tag has a
 * generation: a response computed while one of its tags was invalidated is not stored, so a slow read can never
 * put stale data back. `sizeOf` tells the bytes an entry holds, for the byte bound.
 */
export class ResponseStore<Entry extends Tagged = CachedResponse> implements InvalidatedStore {
  private readonly entries: Lru<Entry>;
  private readonly generations = new Map<string, number>();
  private enabled = true;
  /** Bumped by disable(): nothing computed before an outage may be stored after it. */
  private epoch = 0;

  constructor(maxBytes: number, maxEntries: number, sizeOf: (entry: Entry) => number) {
    // One answer may take a quarter of the bytes at most.
    this.entries = new Lru({ maxBytes, maxEntries, largestShare: 1 / 4 }, sizeOf);
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /**
   * A token to hand back to `set`, taken before the response is computed. An answer whose tags are known only
   * once it is computed takes one over every tag it could show.
   */
  snapshot(tags: readonly string[]): StoreSnapshot {
    return { epoch: this.epoch, generations: new Map(tags.map((tag) => [tag, this.generationOf(tag)])) };
  }

  /** Whether nothing the snapshot covers has been invalidated (nor the store disabled) since it was taken. */
  isCurrent(snapshot: StoreSnapshot, tags: Iterable<string> = snapshot.generations.keys()): boolean {
    if (snapshot.epoch !== this.epoch) return false;
    for (const tag of tags) if (snapshot.generations.get(tag) !== this.generationOf(tag)) return false;
    return true;
  }

  set(key: string, entry: Entry, snapshot: StoreSnapshot): void {
    if (this.enabled && this.isCurrent(snapshot, entry.tags)) this.entries.set(key, entry);
  }

  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    for (const tag of dropped) this.generations.set(tag, this.generationOf(tag) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => dropped.has(tag))) this.entries.delete(key);
    }
  }

  /** Forget everything and store nothing until enabled again (e.g. while invalidations may be missed). */
  disable(): void {
    this.enabled = false;
    this.epoch++;
    this.entries.clear();
  }

  enable(): void {
    this.enabled = true;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.bytes };
  }

  private generationOf(tag: string): number {
    return this.generations.get(tag) ?? 0;
  }
}
