import type { MetadataStorage } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { meetingOfLead } from '../booking/meeting-of-lead';
import type { Sql } from './alert-sql';
import { sqlOfPool } from './alert-sql';
import { type LeadColumns, leadColumnsOf } from './lead-columns';
import { type Lead, type LeadEnvelope, leadEmail } from './lead-email';
import { leadOfRow, photosForMail } from './lead-row';

/** A job that finds an attempt begun this recently waits for it instead of sending a second e-mail. */
const IN_FLIGHT_SECONDS = 120;
/** How long an attempt's outcome is retried while PostgreSQL is unreachable (a restart takes seconds). */
const RECORD_OUTCOME_FOR_MS = 90_000;

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
 * Takes the lead's e-mail for this attempt in one statement, which returns the lead as its e-mail tells of it: the
 * row goes to `sending` unless it was sent or another attempt began less than two minutes ago. Two jobs of one lead
 * (a catch-up enqueues one beside a job another instance is running) may run at once; PostgreSQL's row lock lets one
 * of them take it, and the other then finds it taken. Read first, then written, both could take it and the
 * visitor's e-mail went out twice. SQL: a conditional `update … returning` on the job worker's own pool.
 */
const claimStatement = ({ table, of, toldList }: LeadColumns) => {
  const [status, notifiedAt] = [`"${of.notificationStatus}"`, `"${of.notifiedAt}"`];
  return `
update "${table}" set ${status} = 'sending', ${notifiedAt} = now()
 where "${of.id}" = $1 and ${status} is distinct from 'sent'
   and not (${status} = 'sending' and ${notifiedAt} > now() - make_interval(secs => $2))
returning ${toldList}`;
};

/**
 * The e-mail of one lead, sent at most once in all but one case. The row goes to `sending` before the mail
 * server is asked (CLAIM_LEAD_EMAIL), and to `sent` after, through a pool of our own that retries through a
 * database restart (graphile-worker's pool may be torn down meanwhile). An attempt that finds `sending` younger
 * than two minutes waits (its job retries); only an attempt abandoned for longer (the process died between sending
 * and recording) is repeated, so the one remaining duplicate needs a crash at exactly that moment. The Message-ID
 * is the same on every attempt, so mail programs can fold such a duplicate.
 */
export function notifyLeadTask(
  mail: Mailer,
  envelope: LeadEnvelope,
  status: pg.Pool,
  metadata: MetadataStorage,
): Task {
  const claim = claimStatement(leadColumnsOf(metadata));
  return async (payload, helpers) => {
    const submissionId = Number((payload as { submissionId?: unknown } | null)?.submissionId);
    const { rows } = await status.query<Lead>(claim, [submissionId, IN_FLIGHT_SECONDS]);
    const lead = rows[0] && leadOfRow(rows[0]);
    if (!lead) {
      const { rows: left } = await status.query<{ status: string | null }>(
        'select notification_status as status from contact_submissions where id = $1',
        [submissionId],
      );
      // Sent, or no such lead: nothing to do. Taken by another attempt: this job tries again later.
      if (left[0]?.status === 'sending')
        throw new Error('an earlier attempt to send this e-mail may still be finishing');
      return;
    }
    try {
      const meeting = await meetingOfLead(sqlOfPool(status), lead.id);
      await mail.send(leadEmail(lead, envelope, await photosForMail(status, lead.id), meeting));
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      // Through a database restart too (the photos' read fails with it): left `sending`, the lead would wait out
      // the two minutes of an attempt in flight before its next try.
      await persistently(
        status,
        'update contact_submissions set notification_status = $2, notification_error = $3 where id = $1',
        [lead.id, lastAttempt ? 'failed' : 'pending', error instanceof Error ? error.message : String(error)],
        RECORD_OUTCOME_FOR_MS,
      );
      throw error;
    }
    await persistently(
      status,
      `update contact_submissions
          set notification_status = 'sent', notified_at = now(), notification_error = null
        where id = $1`,
      [lead.id],
      RECORD_OUTCOME_FOR_MS,
    );
  };
}

/**
 * Why a lead's e-mail cannot go (the route's problem: a password the key cannot open), kept on a lead still waiting:
 * nothing a retry mends, so it is shown on the lead until the owner saves the settings again.
 */
export async function noteRouteProblem(sql: Sql, id: number, problem: string) {
  await sql(
    'update contact_submissions set notification_error = ? where id = ? and notification_status = ?',
    [problem, id, 'pending'],
  );
}
