import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { type Lead, type LeadEnvelope, leadEmail } from './lead-email';
import { LEAD_COLUMNS, leadOfRow, photosForMail } from './lead-row';

/** A job that finds an attempt begun this recently waits for it instead of sending a second e-mail. */
const IN_FLIGHT_SECONDS = 120;
/** How long a sent e-mail's status is retried while PostgreSQL is unreachable (a restart takes seconds). */
const RECORD_SENT_FOR_MS = 90_000;

export interface Mailer {
  send(message: ReturnType<typeof leadEmail>): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a statement until it succeeds or the time is up (PostgreSQL restarting). */
async function persistently(pool: pg.Pool, sql: string, params: unknown[], forMs: number) {
  const deadline = Date.now() + forMs;
  for (;;) {
    try {
      return await pool.query(sql, params);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(250);
    }
  }
}

/**
 * The e-mail of one lead, sent at most once in all but one case. The row goes to `sending` before the mail
 * server is asked, and to `sent` after, through a pool of our own that retries through a database restart
 * (graphile-worker's pool may be torn down meanwhile). A retry that finds `sending` younger than two minutes
 * waits; only an attempt abandoned for longer (the process died between sending and recording) is repeated,
 * so the one remaining duplicate needs a crash at exactly that moment. The Message-ID is the same on every
 * attempt, so mail programs can fold such a duplicate.
 */
export function notifyLeadTask(mail: Mailer, envelope: LeadEnvelope, status: pg.Pool): Task {
  return async (payload, helpers) => {
    const submissionId = Number((payload as { submissionId?: unknown } | null)?.submissionId);
    const { rows } = await status.query<Lead & { status: string | null; attemptAge: number | null }>(
      `select ${LEAD_COLUMNS}, notification_status as status,
              extract(epoch from now() - notified_at)::float as "attemptAge"
         from contact_submissions where id = $1`,
      [submissionId],
    );
    const lead = rows[0] && leadOfRow(rows[0]);
    if (!lead || lead.status === 'sent') return;
    if (lead.status === 'sending' && (lead.attemptAge ?? 0) < IN_FLIGHT_SECONDS) {
      throw new Error('an earlier attempt to send this e-mail may still be finishing');
    }
    await status.query(
      "update contact_submissions set notification_status = 'sending', notified_at = now() where id = $1",
      [lead.id],
    );
    try {
      await mail.send(leadEmail(lead, envelope, await photosForMail(status, lead.id)));
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      await status.query(
        'update contact_submissions set notification_status = $2, notification_error = $3 where id = $1',
        [lead.id, lastAttempt ? 'failed' : 'pending', error instanceof Error ? error.message : String(error)],
      );
      throw error;
    }
    await persistently(
      status,
      `update contact_submissions
          set notification_status = 'sent', notified_at = now(), notification_error = null
        where id = $1`,
      [lead.id],
      RECORD_SENT_FOR_MS,
    );
  };
}
