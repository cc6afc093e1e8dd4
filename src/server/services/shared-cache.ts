import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';

/** What this needs of a cache (the HTTP layer's response and page stores implement it). */
export interface InvalidatedStore {
  /** Drops what shows these data tags. */
  invalidate(tags: Iterable<string>): void;
  /** Stops keeping and answering anything, while invalidations may be missed (the listener is down). */
  disable(): void;
  enable(): void;
}

/** The PostgreSQL channel every instance listens on; a restore (another process) sends on it too. */
export const CACHE_INVALIDATION_CHANNEL = 'scb_cache_invalidation';
const CHANNEL = CACHE_INVALIDATION_CHANNEL;

/**
 * The `notify` a SharedCache is made with: one NOTIFY on the ORM's own connection pool (writes are rare; no
 * connection of their own). SQL: PostgreSQL's notifications have no ORM API.
 */
export const notifyThrough =
  (em: EntityManager) =>
  (channel: string, payload: string): Promise<unknown> =>
    em.getConnection().execute('select pg_notify(?, ?)', [channel, payload]);

/** The message on that channel: the sender (its own are ignored) and the data tags to drop. */
export function invalidationPayload(origin: string, tags: readonly string[]): string {
  return JSON.stringify({ origin, tags });
}

export interface CacheInvalidator {
  /** Drops the cached reads and pages of these data tags here and, through PostgreSQL, on every other instance. */
  invalidate(tags: readonly string[]): Promise<void>;
}

export const noCache: CacheInvalidator = { invalidate: async () => undefined };

/**
 * Keeps the caches of several app instances on one database (the public reads', the pages') consistent with
 * LISTEN/NOTIFY. While this instance is not listening it could miss another's write, so its caches stay off (and
 * empty) until the listening connection is back.
 */
export class SharedCache implements CacheInvalidator {
  private readonly origin = randomUUID();
  private listener: pg.Client | null = null;
  private stopped = false;
  private retryMs = 250;

  constructor(
    private readonly stores: ReadonlyArray<InvalidatedStore>,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    /** Sends one NOTIFY on the app's own connection pool (writes are rare; no connection of their own). */
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
  ) {
    this.forEachStore((store) => store.disable());
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    this.forEachStore((store) => store.invalidate(tags));
    await this.notify(CHANNEL, invalidationPayload(this.origin, tags));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      // SQL: LISTEN, on a connection of its own that stays open (the ORM has no notifications).
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    this.listener = client;
    this.retryMs = 250;
    this.forEachStore((store) => store.enable());
  }

  private onNotification(payload: string | undefined) {
    try {
      const message = JSON.parse(payload ?? '{}') as { origin?: string; tags?: string[] };
      const tags = message.tags;
      if (message.origin !== this.origin && Array.isArray(tags))
        this.forEachStore((store) => store.invalidate(tags));
    } catch {
      this.forEachStore((store) => {
        store.disable();
        store.enable();
      });
    }
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.listener && this.listener !== client) return;
    this.listener = null;
    this.forEachStore((store) => store.disable());
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(
      { err: error },
      'cache invalidation listener lost; response and page caches off until it reconnects',
    );
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 5000);
    setTimeout(() => void this.connect(), delay).unref();
  }

  private forEachStore(action: (store: InvalidatedStore) => void) {
    for (const store of this.stores) action(store);
  }
}
