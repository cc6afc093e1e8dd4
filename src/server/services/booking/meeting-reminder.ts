/**
 * The visitor's reminder the day before his consultation: a graphile-worker job per booking (`job_key`), queued in
 * the transaction that books it, replaced when it moves (same key, new time) and removed when it is cancelled, so
 * one instance sends it, once per time booked: a move after the reminder went clears its record (the lead's alert
 * `meeting`), so the day before the new time reminds again. The task checks the booking is still the one the job was
 * for, and tells the time it holds now.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import { FOLLOW_UP_MAX_ATTEMPTS } from '../leads/alert-jobs';
import { readAlertSettings } from '../leads/alert-settings';
import { type Alerting, routeOf, sendOnce } from '../leads/alert-tasks';
import { leadToTell } from '../leads/lead-row';
import { changeUrlOf } from './change-link';
import { meetingOfLead } from './meeting-of-lead';
import { visitorMail } from './visitor-mail';

export const REMIND_MEETING_TASK = 'remind_meeting';
const DAY_MS = 24 * 3_600_000;

const jobKeyOf = (bookingId: number) => `meeting-reminder-${bookingId}`;

/**
 * Queues (or moves) a booking's reminder for a day before it, in the caller's transaction; none for a meeting less
 * than a day and an hour away (the confirmation has just told it).
 */
export async function queueReminder(tx: EntityManager, bookingId: number, leadId: number, startsAt: Date) {
  // A reminder already sent was for the time before this one.
  await tx.execute(
    `delete from lead_alerts where submission_id = ? and channel = 'email' and kind = 'meeting'`,
    [leadId],
  );
  const runAt = new Date(startsAt.getTime() - DAY_MS);
  if (runAt.getTime() < Date.now() + 3_600_000) return dropReminder(tx, bookingId);
  await tx.execute(
    `select graphile_worker.add_job(?, json_build_object('submissionId', ?::int, 'bookingId', ?::int),
       run_at := ?::timestamptz, job_key := ?, max_attempts := ?)`,
    [
      REMIND_MEETING_TASK,
      leadId,
      bookingId,
      runAt.toISOString(),
      jobKeyOf(bookingId),
      FOLLOW_UP_MAX_ATTEMPTS,
    ],
  );
}

/** Removes a booking's reminder (cancelled, or moved to less than a day away). */
export async function dropReminder(tx: EntityManager, bookingId: number) {
  await tx.execute('select graphile_worker.remove_job(?)', [jobKeyOf(bookingId)]);
}

/** The reminder e-mail: when, of what kind, what to bring, the invitation again. */
export const remindMeetingTaskOf =
  (alerting: Alerting): Task =>
  async (payload, helpers) => {
    const { submissionId, bookingId } = payload as { submissionId: number; bookingId: number };
    const [lead, meeting] = [
      await leadToTell(alerting.sql, alerting.metadata, submissionId),
      await meetingOfLead(alerting.sql, submissionId),
    ];
    // Cancelled, or no longer this booking: nothing to remind.
    if (!lead?.email || meeting?.id !== bookingId) return;
    await sendOnce(alerting, { id: submissionId, channel: 'email', kind: 'meeting' }, helpers, async () => {
      const route = routeOf(alerting, await readAlertSettings(alerting.sql));
      if (!route) return { skipped: 'e-mail is not set up' };
      const language = lead.pageLanguage ?? DEFAULT_LANGUAGE;
      const changeUrl = changeUrlOf(alerting, meeting.id, language);
      const mail = await visitorMail(
        alerting.sql,
        lead,
        { ...meeting, cancelled: false },
        {
          subject: (texts, when, business) => texts.reminder.subject(when, business.company),
          lines: (texts, kind, when) => [
            texts.reminder.tomorrow(kind, when),
            `${texts.mail.changeAt} ${changeUrl}`,
          ],
        },
      );
      await alerting.mailer.send(route, { from: route.from, ...mail });
      return {};
    });
  };
