import type { OutgoingHttpHeaders } from 'node:http';

/** A stored HTTP answer: replayed byte for byte on a hit. */
export interface CachedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  tags: readonly string[];
}

/**
 * Bounded LRU of responses with tag-based invalidation. Each tag has a generation: a response computed
 * while one of its tags was invalidated is not stored, so a slow read can never put stale data back.
 */
export class ResponseStore {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private enabled = true;
  /** Bumped by disable(): nothing computed before an outage may be stored after it. */
  private epoch = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert to mark it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A token to hand back to `set`, taken before the response is computed. */
  snapshot(tags: readonly string[]): number[] {
    return [this.epoch, ...tags.map((tag) => this.generations.get(tag) ?? 0)];
  }

  set(key: string, response: CachedResponse, snapshot: number[]): void {
    if (!this.enabled || response.body.length > this.maxBytes / 4) return;
    const [epoch, ...generations] = snapshot;
    const unchanged =
      epoch === this.epoch &&
      response.tags.every((tag, index) => (this.generations.get(tag) ?? 0) === generations[index]);
    if (!unchanged) return;
    this.remove(key);
    this.entries.set(key, response);
    this.bytes += response.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    for (const tag of dropped) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
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

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
