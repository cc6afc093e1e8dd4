import type { EntityManager } from '@mikro-orm/postgresql';
import type { KindSettings } from '../../../common/booking/kinds';
import type { InvalidatedStore } from '../shared-cache';
import type { BookingRules } from './booking-settings';
import { type FreeDay, freeTimes } from './slots';

/** The data tag of bookings and booking settings: a write of either drops every kept slot list, on every instance. */
export const BOOKINGS_TAG = 'bookings';
/** The site settings hold the office hours, the default weekly hours, and the site's time zone. */
const DROPPED_BY: readonly string[] = [BOOKINGS_TAG, 'settings'];

/** The longest a kept day is trusted: the notice moves with the clock, and the next day opens at midnight. */
const KEPT_MS = 5 * 60_000;

interface KeptDay {
  times: Date[];
  until: number;
}

/**
 * The free times of each kind and local day, kept until a booking or a settings change (the shared cache's
 * invalidation, so another instance's booking drops them too) or until its first time falls inside the notice. A
 * list computed while a write happened is not kept (the generation moved), so a slow read never keeps an old one.
 */
export class SlotCache implements InvalidatedStore {
  private readonly days = new Map<string, KeptDay>();
  private generation = 0;
  private enabled = true;

  invalidate(tags: Iterable<string>): void {
    if (![...tags].some((tag) => DROPPED_BY.includes(tag))) return;
    this.generation++;
    this.days.clear();
  }

  disable(): void {
    this.enabled = false;
    this.invalidate([BOOKINGS_TAG]);
  }

  enable(): void {
    this.enabled = true;
  }

  /** The free days of `kind` among `days`, from what is kept and at most one query for the rest. */
  async freeDays(
    em: EntityManager,
    rules: BookingRules,
    kind: KindSettings,
    days: readonly string[],
  ): Promise<FreeDay[]> {
    const now = Date.now();
    const keyOf = (day: string) => `${kind.kind}:${day}`;
    const missing = days.filter((day) => {
      const kept = this.days.get(keyOf(day));
      return !(this.enabled && kept && kept.until > now);
    });
    const generation = this.generation;
    const fresh = missing.length > 0 ? await freeTimes(em, rules, kind, missing) : [];
    const fromFresh = new Map(fresh.map((entry) => [entry.day, entry.times]));
    if (this.enabled && generation === this.generation) {
      for (const day of missing) {
        const times = fromFresh.get(day) ?? [];
        const firstTooSoon = times[0] ? times[0].getTime() - rules.noticeHours * 3_600_000 : Infinity;
        this.days.set(keyOf(day), { times, until: Math.min(now + KEPT_MS, firstTooSoon) });
      }
    }
    const asked = new Set(missing);
    return days
      .map((day) => ({
        day,
        times: (asked.has(day) ? fromFresh.get(day) : this.days.get(keyOf(day))?.times) ?? [],
      }))
      .filter((entry) => entry.times.length > 0);
  }
}
