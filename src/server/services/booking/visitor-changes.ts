/**
 * What the visitor's private link (change-link.ts) may do: show his booking, move it to another free time (held to
 * the notice, as a new booking is) or cancel it, until the meeting ends. Another booking is out of its reach.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Consultation } from '../../entities';
import { Conflict, NotFound } from '../errors';
import type { Actor } from '../history/actor';
import type { SecretBox } from '../leads/alert-secrets';
import type { BookingRules } from './booking-settings';
import { bookingOfToken } from './change-link';
import { cancelConsultation, moveConsultation } from './changes';

export interface ManagedBooking {
  kind: Consultation['kind'];
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** Still to come and not cancelled: it may be moved or cancelled. */
  changeable: boolean;
}

/** The booking a link names, while its meeting has not ended; null for any other token. */
export async function managedBooking(
  em: EntityManager,
  box: SecretBox,
  token: string,
): Promise<ManagedBooking | null> {
  const id = bookingOfToken(box, token);
  const booking = id === null ? null : await em.findOne(Consultation, { id });
  if (!booking || booking.endsAt.getTime() <= Date.now()) return null;
  const cancelled = booking.cancelledAt !== null;
  return {
    kind: booking.kind,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    cancelled,
    changeable: !cancelled && !booking.doneAt && booking.startsAt.getTime() > Date.now(),
  };
}

async function changeableId(em: EntityManager, box: SecretBox, token: string): Promise<number> {
  const booking = await managedBooking(em, box, token);
  if (!booking) throw new NotFound('This link is not valid any more.');
  if (!booking.changeable)
    throw new Conflict('This consultation can no longer be changed here; please call us.');
  return bookingOfToken(box, token) as number;
}

export async function cancelByVisitor(em: EntityManager, box: SecretBox, token: string, actor: Actor) {
  return cancelConsultation(em, await changeableId(em, box, token), actor, 'visitor');
}

export async function moveByVisitor(
  em: EntityManager,
  box: SecretBox,
  rules: BookingRules,
  token: string,
  startsAt: Date,
  actor: Actor,
) {
  return moveConsultation(em, rules, await changeableId(em, box, token), startsAt, actor, 'visitor');
}
