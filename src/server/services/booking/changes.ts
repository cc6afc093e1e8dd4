/**
 * Changes to a booking: the owner's from its lead's page (move, cancel, mark held) and the visitor's from his
 * private link (move, cancel). Each is one transaction with a note on the lead (the lead's one write path: a version
 * in its History and a line in the Activity log), the reminder moved or dropped, and the other side told (a job);
 * it raises the booking's version, so its calendar entry updates. A move is checked as a new booking is, against
 * the free times without its own (the notice only for the visitor), and the exclusion constraint holds it against a
 * booking made meanwhile.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationRecord } from '../../../common/schemas/consultation';
import { formatSiteTime } from '../../../common/site-time';
import { Consultation } from '../../entities';
import { Conflict, NotFound, SlotTaken } from '../errors';
import type { Actor } from '../history/actor';
import { addLeadNote } from '../leads/lead-notes';
import { checkTime, EXCLUSION_VIOLATION, heldSpan } from './book';
import type { BookingRules } from './booking-settings';
import { type BookingChange, tellChange } from './change-messages';
import { dropReminder, queueReminder } from './meeting-reminder';
import { kindOf } from './slots';

const MINUTE = 60_000;
const when = (date: Date) =>
  formatSiteTime(date, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const recordOf = ({
  id,
  kind,
  startsAt,
  endsAt,
  version,
  cancelledAt,
  doneAt,
}: Consultation): ConsultationRecord => ({
  id,
  kind,
  startsAt,
  endsAt,
  version,
  cancelledAt: cancelledAt ?? null,
  doneAt: doneAt ?? null,
});

/** A lead's bookings, newest first. */
export async function consultationsOfLead(em: EntityManager, leadId: number): Promise<ConsultationRecord[]> {
  const rows = await em.find(Consultation, { submission: leadId }, { orderBy: { id: 'desc' } });
  return rows.map(recordOf);
}

/** The live bookings still to come, soonest first (the inbox's cards say when). */
export async function upcomingConsultations(em: EntityManager) {
  const rows = await em.find(
    Consultation,
    { cancelledAt: null, doneAt: null, endsAt: { $gt: new Date() } },
    { orderBy: { startsAt: 'asc' }, limit: 500 },
  );
  return rows.map((booking) => ({ leadId: booking.submission.id, ...recordOf(booking) }));
}

/** Locks a live booking for the change (a cancelled one cannot change any more). */
async function liveBooking(tx: EntityManager, id: number): Promise<Consultation> {
  const booking = await tx.findOne(
    Consultation,
    { id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!booking) throw new NotFound(`Consultation ${id} does not exist`);
  if (booking.cancelledAt) throw new Conflict('This consultation was cancelled.');
  return booking;
}

/** Who changes a booking: the other side is told. */
export type ChangedBy = 'owner' | 'visitor';
const byWhom = (by: ChangedBy) => (by === 'visitor' ? ' by the visitor' : '');

async function change(
  em: EntityManager,
  id: number,
  actor: Actor,
  apply: (tx: EntityManager, booking: Consultation) => Promise<string>,
  told?: { change: BookingChange; by: ChangedBy },
): Promise<ConsultationRecord> {
  return em.transactional(async (tx) => {
    const booking = await liveBooking(tx, id);
    const note = await apply(tx, booking);
    booking.version += 1;
    await tx.flush();
    await addLeadNote(tx, booking.submission.id, note, actor);
    if (told) await tellChange(tx, { bookingId: booking.id, version: booking.version, ...told });
    return recordOf(booking);
  });
}

export const cancelConsultation = (em: EntityManager, id: number, actor: Actor, by: ChangedBy = 'owner') =>
  change(
    em,
    id,
    actor,
    async (tx, booking) => {
      booking.cancelledAt = new Date();
      await dropReminder(tx, booking.id);
      return `Consultation of ${when(booking.startsAt)} cancelled${byWhom(by)}.`;
    },
    { change: 'cancelled', by },
  );

export const markConsultationDone = (em: EntityManager, id: number, actor: Actor) =>
  change(em, id, actor, async (_tx, booking) => {
    if (booking.doneAt) throw new Conflict('This consultation is already marked as held.');
    booking.doneAt = new Date();
    return `Consultation of ${when(booking.startsAt)} held.`;
  });

export async function moveConsultation(
  em: EntityManager,
  rules: BookingRules,
  id: number,
  startsAt: Date,
  actor: Actor,
  by: ChangedBy = 'owner',
): Promise<ConsultationRecord> {
  try {
    return await change(
      em,
      id,
      actor,
      async (tx, booking) => {
        const kind = kindOf(rules, booking.kind) ?? rules.kinds.find((entry) => entry.kind === booking.kind);
        if (!kind) throw new Conflict('This kind of consultation is no longer known.');
        const from = booking.startsAt;
        // Its own time is free for the move: set aside while the new one is checked, in this transaction only.
        booking.cancelledAt = new Date();
        await tx.flush();
        await checkTime(tx, rules, kind, startsAt, undefined, { notice: by === 'visitor' });
        const held = heldSpan(kind, startsAt);
        Object.assign(booking, {
          cancelledAt: null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + kind.minutes * MINUTE),
          heldFrom: held.from,
          heldUntil: held.until,
        });
        await queueReminder(tx, booking.id, booking.submission.id, startsAt);
        return `Consultation moved from ${when(from)} to ${when(startsAt)}${byWhom(by)}.`;
      },
      { change: 'moved', by },
    );
  } catch (error) {
    if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    throw new SlotTaken('That time was just taken.');
  }
}
