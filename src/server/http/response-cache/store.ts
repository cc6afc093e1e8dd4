import type { OutgoingHttpHeaders } from 'node:http';
import type { InvalidatedStore } from '../../services/shared-cache';

/** A stored HTTP answer: replayed byte for byte on a hit. */
export interface CachedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  tags: readonly string[];
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
 * Bounded LRU of responses with tag-based invalidation. Each tag has a generation: a response computed
 * while one of its tags was invalidated is not stored, so a slow read can never put stale data back.
 * `sizeOf` tells the bytes an entry holds, for the byte bound.
 */
export class ResponseStore<Entry extends Tagged = CachedResponse> implements InvalidatedStore {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private enabled = true;
  /** Bumped by disable(): nothing computed before an outage may be stored after it. */
  private epoch = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
    private readonly sizeOf: (entry: Entry) => number,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert to mark it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
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
    const size = this.sizeOf(entry);
    if (!this.enabled || size > this.maxBytes / 4 || !this.isCurrent(snapshot, entry.tags)) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    for (const tag of dropped) this.generations.set(tag, this.generationOf(tag) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => dropped.has(tag))) this.remove(key);
    }
  }

  /** Forget everything and store nothing until enabled again (e.g. while invalidations may be missed). */
  disable(): void {
    this.enabled = false;
    this.epoch++;
    this.entries.clear();
    this.bytes = 0;
  }

  enable(): void {
    this.enabled = true;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private generationOf(tag: string): number {
    return this.generations.get(tag) ?? 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(entry);
  }
}
