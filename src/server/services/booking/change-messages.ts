/**
 * The other side is told of a booking's change: the visitor when the owner moves or cancels it (in his language,
 * with the updated invitation, or the cancellation that removes it from his calendar), the owner when the visitor
 * does (with his calendar's entry). A job per change (`job_key` of the booking and its version), queued in the
 * change's transaction.
 */

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import { panelLeadPath } from '../../../common/alert-paths';
import { icsOf } from '../../../common/booking/calendar';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { formatMeeting } from '../../../common/i18n/format';
import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import { isTimeZone, SITE_TIME_ZONE } from '../../../common/site-time';
import { FOLLOW_UP_MAX_ATTEMPTS } from '../leads/alert-jobs';
import type { Sql } from '../leads/alert-sql';
import { type Alerting, routeNow } from '../leads/alert-tasks';
import { oneLine } from '../leads/lead-email';
import { leadToTell } from '../leads/lead-row';
import { calendarAttachment } from './calendar-attachment';
import { BOOKING_OWNER_TEXTS } from './owner-texts';
import { ownersEntryOfLead } from './owners-entry';
import { paragraphsOf, visitorMail } from './visitor-mail';

export const TELL_CHANGE_TASK = 'tell_booking_change';
export type BookingChange = 'moved' | 'cancelled';

interface ChangeJob {
  bookingId: number;
  version: number;
  change: BookingChange;
  by: 'owner' | 'visitor';
}

export async function tellChange(tx: EntityManager, job: ChangeJob) {
  await tx.execute('select graphile_worker.add_job(?, ?::json, job_key := ?, max_attempts := ?)', [
    TELL_CHANGE_TASK,
    JSON.stringify(job),
    `booking-change-${job.bookingId}-${job.version}`,
    FOLLOW_UP_MAX_ATTEMPTS,
  ]);
}

interface ChangedBooking {
  id: number;
  leadId: number;
  version: number;
  kind: ConsultationKind;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  timeZone: string;
}

async function bookingOf(sql: Sql, id: number): Promise<ChangedBooking | null> {
  const [row] = await sql<Omit<ChangedBooking, 'timeZone'> & { zone: string | null }>(
    `select c.id, c.submission_id as "leadId", c.version, c.kind, c.starts_at as "startsAt", c.ends_at as "endsAt",
            c.cancelled_at is not null as cancelled,
            (select value from site_settings where key = 'site_time_zone') as zone
       from consultations c where c.id = ?`,
    [id],
  );
  if (!row) return null;
  const { zone, ...booking } = row;
  return {
    ...booking,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
    timeZone: zone && isTimeZone(zone) ? zone : SITE_TIME_ZONE,
  };
}

export const tellChangeTaskOf =
  (alerting: Alerting): Task =>
  async (payload) => {
    const job = payload as ChangeJob;
    const booking = await bookingOf(alerting.sql, job.bookingId);
    // A later change supersedes this one: its own job tells it.
    if (!booking || booking.version !== job.version) return;
    const lead = await leadToTell(alerting.sql, alerting.metadata, booking.leadId);
    const route = await routeNow(alerting);
    if (!lead || !route) return;
    if (job.by === 'visitor') {
      const entry = ownersEntryOfLead(booking, lead, alerting.env.publicUrl);
      const when = formatMeeting(booking.startsAt, DEFAULT_LANGUAGE, booking.timeZone);
      const said = BOOKING_OWNER_TEXTS.changedBy(job.change, oneLine(lead.name), when);
      const lines = [said, `${alerting.env.publicUrl}${panelLeadPath(lead.id)}`];
      await alerting.mailer.send(route, {
        from: route.from,
        to: route.to,
        subject: said,
        text: lines.join('\n\n'),
        html: paragraphsOf(lines, DEFAULT_LANGUAGE),
        headers: { 'X-Lead-Id': String(lead.id) },
        attachments: [calendarAttachment(icsOf(entry), booking.cancelled)],
      });
      return;
    }
    const mail = await visitorMail(alerting.sql, lead, booking, {
      subject: (texts, when, business) =>
        job.change === 'moved'
          ? texts.changed.movedSubject(when, business.company)
          : texts.changed.cancelledSubject(when, business.company),
      lines: (texts, kind, when) => [
        job.change === 'moved' ? texts.changed.moved(kind, when) : texts.changed.cancelled(kind, when),
      ],
    });
    await alerting.mailer.send(route, { from: route.from, ...mail });
  };
