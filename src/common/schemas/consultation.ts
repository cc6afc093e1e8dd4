import { z } from 'zod';
import { consultationKind } from './booking';

/** A booking as the panel shows it on its lead's page. */
export const consultationOutput = z.object({
  id: z.number(),
  kind: consultationKind,
  startsAt: z.date(),
  endsAt: z.date(),
  version: z.number(),
  cancelledAt: z.date().nullable(),
  doneAt: z.date().nullable(),
});
export type ConsultationRecord = z.output<typeof consultationOutput>;

export const consultationIdInput = z.object({
  id: z.number({ error: 'id must be a number' }).int().positive(),
});

export const moveConsultationInput = consultationIdInput.extend({
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a time such as 2026-12-08T17:00:00Z' }),
});
