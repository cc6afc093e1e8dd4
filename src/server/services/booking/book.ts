import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_LIMITS, type KindSettings } from '../../../common/booking/kinds';
import { isOutsideServiceArea } from '../../../common/booking/service-area';
import { CONSULTATION_BOOKED } from '../../../common/leads';
import { MESSAGES } from '../../../common/messages';
import { settingsLookup } from '../../../common/settings';
import { formatSiteTime } from '../../../common/site-time';
import { Consultation, SiteSetting } from '../../entities';
import { InvalidInput, SlotTaken, TooMany } from '../errors';
import { leadSettings } from '../leads/lead-settings';
import { insertLeads, type LeadRequest, type LeadThrottle, throughEntityManager } from '../leads/record-lead';
import type { BookingRules } from './booking-settings';
import { localDayOf } from './local-days';
import { queueReminder } from './meeting-reminder';
import type { SlotCache } from './slot-cache';
import { bookableDays, freeTimes, kindOf } from './slots';

/** SQLSTATE of a row an exclusion constraint refuses: here, a time another live booking holds. */
export const EXCLUSION_VIOLATION = '23P01';
const MINUTE = 60_000;
const SERVICE_AREAS_KEY = 'contact_service_areas';

export interface BookingRequest extends LeadRequest {
  kind: string;
  startsAt: Date;
}

export interface Booked {
  /** The booking's id; for spam (answered as a success, never told) the lead's, and nothing held. */
  id: number;
  leadId: number;
  startsAt: Date;
  endsAt: Date;
}

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The `count` free times nearest `asked` on its day and the days after it. */
async function nearestFree(
  em: EntityManager,
  rules: BookingRules,
  kind: KindSettings,
  asked: Date,
  slots?: SlotCache,
): Promise<Date[]> {
  const days = bookableDays(rules, localDayOf(asked, rules.timeZone)).slice(0, 7);
  const free = slots ? await slots.freeDays(em, rules, kind, days) : await freeTimes(em, rules, kind, days);
  return free
    .flatMap((day) => day.times)
    .sort((a, b) => Math.abs(a.getTime() - asked.getTime()) - Math.abs(b.getTime() - asked.getTime()))
    .slice(0, BOOKING_LIMITS.nearestTimes)
    .sort((a, b) => a.getTime() - b.getTime());
}

const timesText = (times: readonly Date[]) =>
  times.length === 0
    ? 'No other time is free in the next days; please call us.'
    : `The nearest free times: ${times
        .map((time) =>
          formatSiteTime(time, {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
        )
        .join('; ')}.`;

/** Whether a live booking holds any of this span (the refusal then is "taken", not "not offered"). */
async function heldByAnother(em: EntityManager, from: Date, until: Date): Promise<boolean> {
  return (
    (await em.count(Consultation, {
      cancelledAt: null,
      heldFrom: { $lt: until },
      heldUntil: { $gt: from },
    })) > 0
  );
}

/** The time a meeting of `kind` at `startsAt` holds: itself and its buffers. */
export const heldSpan = (kind: KindSettings, startsAt: Date) => ({
  from: new Date(startsAt.getTime() - kind.bufferBefore * MINUTE),
  until: new Date(startsAt.getTime() + (kind.minutes + kind.bufferAfter) * MINUTE),
});

/** Why `startsAt` cannot be booked, when it cannot: the field's refusal, or the slot taken with the nearest free. */
export async function checkTime(
  em: EntityManager,
  rules: BookingRules,
  kind: KindSettings,
  startsAt: Date,
  slots?: SlotCache,
  /** The owner moving a booking is not held to the notice he asks of visitors. */
  { notice = true } = {},
): Promise<void> {
  if (startsAt.getTime() <= Date.now()) throw InvalidInput.field('startsAt', 'That time has passed.');
  if (!notice) rules = { ...rules, noticeHours: 0 };
  if (startsAt.getTime() < Date.now() + rules.noticeHours * 60 * MINUTE) {
    throw InvalidInput.field(
      'startsAt',
      `Bookings need ${rules.noticeHours} hours' notice. ${timesText(await nearestFree(em, rules, kind, startsAt, slots))}`,
    );
  }
  const day = localDayOf(startsAt, rules.timeZone);
  if (!bookableDays(rules).includes(day)) {
    throw InvalidInput.field('startsAt', `Bookings open ${rules.daysAhead} days ahead.`);
  }
  const [free] = await freeTimes(em, rules, kind, [day]);
  if (free?.times.some((time) => sameInstant(time, startsAt))) return;
  const held = heldSpan(kind, startsAt);
  const nearest = await nearestFree(em, rules, kind, startsAt, slots);
  if (await heldByAnother(em, held.from, held.until)) {
    throw new SlotTaken(`That time was just taken. ${timesText(nearest)}`);
  }
  throw InvalidInput.field('startsAt', `That time is not open for booking. ${timesText(nearest)}`);
}

/** How many bookings still to come one e-mail address holds. */
async function upcomingFor(em: EntityManager, email: string): Promise<number> {
  const rows = await em.execute<Array<{ count: string }>>(
    `select count(*) from consultations booked join contact_submissions lead on lead.id = booked.submission_id
      where booked.cancelled_at is null and booked.starts_at > now() and lower(lead.email) = lower(?)`,
    [email],
  );
  return Number(rows[0]?.count ?? 0);
}

/** An on-site visit's address: given, and not shown to lie outside the service area the owner lists. */
async function checkAddress(em: EntityManager, address: string | undefined) {
  if (!address)
    throw InvalidInput.field('propertyAddress', 'An on-site visit needs the address of the property.');
  const setting = await em.findOne(SiteSetting, { key: SERVICE_AREAS_KEY });
  const areas = settingsLookup(setting ? [setting] : [])(SERVICE_AREAS_KEY);
  if (isOutsideServiceArea(address, areas)) {
    throw InvalidInput.field(
      'propertyAddress',
      'That address is outside the area we visit. Please choose a video or phone call instead.',
    );
  }
}

/**
 * Books a consultation: the time checked against the free times, then the lead (the contact form's one write path:
 * its columns, throttle, photos and alert jobs, in the same statement) and the booking in one transaction. Two
 * visitors asking for one time at once: the exclusion constraint refuses the second's booking, its transaction
 * (lead and jobs with it) rolls back, and it is told the time was just taken, with the nearest free ones.
 */
export async function book(
  em: EntityManager,
  rules: BookingRules,
  throttle: LeadThrottle,
  request: BookingRequest,
  slots?: SlotCache,
): Promise<Booked> {
  const kind = kindOf(rules, request.kind as KindSettings['kind']);
  if (!kind) throw InvalidInput.field('kind', 'That kind of consultation is not offered.');
  if (kind.needsAddress) await checkAddress(em, request.lead.propertyAddress);
  const { startsAt } = request;
  const endsAt = new Date(startsAt.getTime() + kind.minutes * MINUTE);
  if (!request.spamReason) {
    await checkTime(em, rules, kind, startsAt, slots);
    if ((await upcomingFor(em, request.lead.email)) >= BOOKING_LIMITS.upcomingPerEmail) {
      throw InvalidInput.field(
        'email',
        `This address already has ${BOOKING_LIMITS.upcomingPerEmail} consultations booked; please call us to book another.`,
      );
    }
  }
  const { steps } = await leadSettings(em);
  try {
    return await em.transactional(async (tx) => {
      const [leadId] = await insertLeads(
        throughEntityManager(tx),
        tx.getMetadata(),
        [{ ...request, status: steps.includes(CONSULTATION_BOOKED) ? CONSULTATION_BOOKED : undefined }],
        throttle,
      );
      if (leadId === null || leadId === undefined) {
        throw new TooMany(MESSAGES.contactThrottled(throttle.windowMinutes), throttle.windowMinutes * 60);
      }
      if (request.spamReason) return { id: leadId, leadId, startsAt, endsAt };
      const booking = tx.create(Consultation, {
        submission: leadId,
        kind: kind.kind,
        startsAt,
        endsAt,
        heldFrom: heldSpan(kind, startsAt).from,
        heldUntil: heldSpan(kind, startsAt).until,
      });
      await tx.flush();
      await queueReminder(tx, booking.id, leadId, startsAt);
      return { id: booking.id, leadId, startsAt, endsAt };
    });
  } catch (error) {
    if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    const nearest = await nearestFree(em, rules, kind, startsAt);
    throw new SlotTaken(`That time was just taken. ${timesText(nearest)}`);
  }
}
