import { hash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { calendarFile } from '../../../common/booking/calendar';
import { CalendarFeed, Consultation } from '../../entities';
import { beforeDatabaseNow } from '../database-clock';
import { ownersEntry } from './owners-entry';

const FEED_ID = 1;
/** 32 random bytes: 43 characters of base64url in the address. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
/** How far back the feed goes: cancellations of the last weeks stay in it, so a calendar removes them. */
const FEED_DAYS_BACK = 60;

const hashOf = (secret: string) => hash('sha256', secret);

/** The feed's path for a secret. */
export const feedPath = (secret: string) => `/calendar/${secret}.ics`;

/** Whether the feed is on, and since when. */
export async function feedState(em: EntityManager): Promise<{ on: boolean; since: Date | null }> {
  const feed = await em.findOne(CalendarFeed, FEED_ID);
  return { on: feed !== null, since: feed?.createdAt ?? null };
}

/** A new secret address (the old one, if any, stops answering); the secret is shown this once. */
export async function renewFeed(em: EntityManager): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await em.upsert(CalendarFeed, { id: FEED_ID, secretHash: hashOf(secret), createdAt: new Date() });
  return secret;
}

export async function revokeFeed(em: EntityManager): Promise<void> {
  await em.nativeDelete(CalendarFeed, { id: FEED_ID });
}

/** The feed's calendar for a secret, or null when it is not the current one. */
export async function feedCalendar(em: EntityManager, secret: string, siteUrl: string, name: string) {
  if (!FEED_SECRET.test(secret)) return null;
  if (!(await em.findOne(CalendarFeed, { id: FEED_ID, secretHash: hashOf(secret) }))) return null;
  const bookings = await em.find(
    Consultation,
    { startsAt: { $gt: beforeDatabaseNow('days', FEED_DAYS_BACK) } },
    { populate: ['submission'], orderBy: { startsAt: 'asc' } },
  );
  const entries = bookings.map((booking) =>
    ownersEntry(
      {
        id: booking.id,
        version: booking.version,
        kind: booking.kind,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        cancelled: booking.cancelledAt !== null,
        lead: {
          id: booking.submission.id,
          name: booking.submission.name,
          phone: booking.submission.phone,
          email: booking.submission.email,
          propertyAddress: booking.submission.propertyAddress ?? '',
        },
      },
      siteUrl,
    ),
  );
  return calendarFile(entries, { name });
}
