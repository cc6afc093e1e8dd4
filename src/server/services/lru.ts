/** The bounds of an Lru: the bytes its values hold, how many it keeps, and the share of the bytes one may take. */
export interface LruLimits {
  maxBytes?: number;
  maxEntries?: number;
  /** A value larger than this share of `maxBytes` is not kept (it would push out many others for one). */
  largestShare?: number;
}

/**
 * The one least-recently-used map of the server (the response and page caches, the image variants): bounded in
 * the bytes its values hold (as `sizeOf` counts them) and in entries. A Map keeps insertion order, so the first
 * entry is always the least recently used: a read moves its entry to the end.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly largest: number;

  constructor(
    {
      maxBytes = Number.POSITIVE_INFINITY,
      maxEntries = Number.POSITIVE_INFINITY,
      largestShare = 1,
    }: LruLimits,
    private readonly sizeOf: (value: V, key: string) => number,
  ) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.largest = maxBytes * largestShare;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps `value` under `key` (replacing what was there) unless it is too large; the oldest go as needed. */
  set(key: string, value: V): void {
    const bytes = this.sizeOf(value, key);
    this.delete(key);
    if (bytes > this.largest) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Every entry, least recently used first, without marking any as used; deleting while walking is safe. */
  *[Symbol.iterator](): IterableIterator<[string, V]> {
    for (const [key, { value }] of this.entries) yield [key, value];
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
