import type { EntityManager } from '@mikro-orm/postgresql';
import { RECEIPT_DAYS } from '../../../common/leads/receipt';
import type { Confirmation } from '../../../common/schemas/booking';
import { Consultation } from '../../entities';
import { beforeDatabaseNow } from '../database-clock';
import { receiptHashOf } from '../leads/lead-receipt';
import { bookingRules } from './booking-settings';

/** The booking a receipt's lead made, for its confirmation page; null for an unknown or older receipt, or spam. */
export async function readConfirmation(em: EntityManager, token: string): Promise<Confirmation | null> {
  const booking = await em.findOne(
    Consultation,
    {
      submission: {
        receiptHash: receiptHashOf(token),
        createdAt: { $gt: beforeDatabaseNow('days', RECEIPT_DAYS) },
      },
    },
    { populate: ['submission'], orderBy: { id: 'desc' } },
  );
  if (!booking) return null;
  const lead = booking.submission;
  return {
    id: booking.id,
    version: booking.version,
    kind: booking.kind,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: (await bookingRules(em)).timeZone,
    name: lead.name,
    email: lead.email,
    propertyAddress: lead.propertyAddress ?? '',
    cancelled: booking.cancelledAt !== null,
  };
}
