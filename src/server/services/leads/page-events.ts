import { type EntityManager, raw } from '@mikro-orm/postgresql';
import type { PageEventKind } from '../../../common/leads/page-events';
import { SITE_TIME_ZONE } from '../../../common/site-time';
import { PageEventCount } from '../../entities';
import { Lru } from '../lru';

/** Events one address may add per window (per instance): a person taps a few links, a script taps thousands. */
export const PAGE_EVENT_LIMIT = 30;
export const PAGE_EVENT_WINDOW_MS = 10 * 60_000;

/**
 * The per-address budget of counted events, in memory: no row per visitor is ever written, so the throttle keeps
 * nothing in the database either. Bounded to 10,000 addresses; the least recently seen go first.
 */
export class PageEventThrottle {
  private readonly seen = new Lru<{ since: number; count: number }>({ maxEntries: 10_000 }, () => 1);

  /** True when this address may add one more event now (and counts it). */
  take(ip: string, now = Date.now()): boolean {
    const entry = this.seen.get(ip);
    if (!entry || now - entry.since > PAGE_EVENT_WINDOW_MS) {
      this.seen.set(ip, { since: now, count: 1 });
      return true;
    }
    if (entry.count >= PAGE_EVENT_LIMIT) return false;
    entry.count += 1;
    return true;
  }
}

/**
 * One more of `kind` on `page` today (Los Angeles days, as the report's months): one counter row per page, kind and
 * day, so the table grows by at most pages × kinds rows a day whatever the traffic.
 */
export async function countPageEvent(em: EntityManager, page: string, kind: PageEventKind): Promise<void> {
  const { tableName } = em.getMetadata().get(PageEventCount);
  await em
    .createQueryBuilder(PageEventCount)
    .insert({ page, kind, day: raw(`(now() at time zone '${SITE_TIME_ZONE}')::date`), count: 1 })
    .onConflict(['page', 'kind', 'day'])
    .merge({ count: raw(`"${tableName}"."count" + 1`) })
    .execute('run');
}
