import type { ConsultationKind } from '../../../common/booking/kinds';
import { isTimeZone, SITE_TIME_ZONE } from '../../../common/site-time';
import type { Sql } from '../leads/alert-sql';

/** A lead's live booking, as its messages tell it. */
export interface BookedMeeting {
  id: number;
  version: number;
  kind: ConsultationKind;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/**
 * The lead's live booking, or null (a request from the contact form, or a cancelled booking).
 * SQL: the job worker's own pool, as every alert task (leads/alert-worker.ts).
 */
export async function meetingOfLead(sql: Sql, leadId: number): Promise<BookedMeeting | null> {
  const [row] = await sql<{
    id: number;
    version: number;
    kind: ConsultationKind;
    startsAt: Date;
    endsAt: Date;
    zone: string | null;
  }>(
    `select c.id, c.version, c.kind, c.starts_at as "startsAt", c.ends_at as "endsAt",
            (select value from site_settings where key = 'site_time_zone') as zone
       from consultations c
      where c.submission_id = ? and c.cancelled_at is null
      order by c.id desc limit 1`,
    [leadId],
  );
  if (!row) return null;
  const { zone, ...meeting } = row;
  return {
    ...meeting,
    startsAt: new Date(meeting.startsAt),
    endsAt: new Date(meeting.endsAt),
    timeZone: zone && isTimeZone(zone) ? zone : SITE_TIME_ZONE,
  };
}
