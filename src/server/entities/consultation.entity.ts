import { defineEntity, p } from '@mikro-orm/postgresql';
import type { ConsultationKind } from '../../common/booking/kinds';
import { ContactSubmission } from './contact-submission.entity';

/**
 * A booked consultation: its lead, its kind and time, and the time it holds (the meeting with its buffers). The
 * table's `held` column (computed from `heldFrom`/`heldUntil`, not mapped here) carries the exclusion constraint that
 * keeps two live bookings from overlapping (migrations/…_consultations.ts). A cancelled one keeps its row and
 * frees its time.
 */
const ConsultationSchema = defineEntity({
  name: 'Consultation',
  tableName: 'consultations',
  properties: {
    id: p.integer().primary(),
    submission: () => p.manyToOne(ContactSubmission).deleteRule('cascade').updateRule('cascade'),
    kind: p.string().length(20).$type<ConsultationKind>(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    heldFrom: p.datetime(),
    heldUntil: p.datetime(),
    /** Raised by every move or cancellation: a message or link of an older version is out of date. */
    version: p.integer().default(1),
    cancelledAt: p.datetime().nullable(),
    /** When the owner marked it held. */
    doneAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class Consultation extends ConsultationSchema.class {}
ConsultationSchema.setClass(Consultation);
