import type { LeadAlertRecord } from '../../../common/schemas/alerts';
import type { AlertKind } from './alert-claims';
import type { Sql } from './alert-sql';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

export interface FailedAlert {
  submissionId: number;
  channel: 'email' | 'push';
  kind: AlertKind;
  error: string;
}

/**
 * Every alert that did not reach the owner, for the lead cards ("Alert failed: …"): the first e-mail (its state is
 * on the lead's row) and the push and reminders (lead_alerts). One still being retried says so.
 */
export function failedAlerts(sql: Sql): Promise<FailedAlert[]> {
  return sql<FailedAlert>(
    `select id as "submissionId", 'email' as channel, 'first' as kind,
            notification_error || case when notification_status = 'failed' then '' else ' (trying again)' end as error
       from contact_submissions
      where spam_reason is null and notification_error is not null and notification_status in ('failed', 'pending')
     union all
     select submission_id, channel, kind,
            coalesce(error, 'unknown error') || case when status = 'failed' then '' else ' (trying again)' end
       from lead_alerts where status in ('failed', 'retrying')
     order by 1 desc
     limit 500`,
  );
}

/** A lead's alerts beyond its first e-mail (lead_alerts), oldest first, for its page. */
export async function alertsOfLead(sql: Sql, id: number): Promise<LeadAlertRecord[]> {
  const rows = await sql<Omit<LeadAlertRecord, 'at'> & { at: Date | string }>(
    `select channel, kind, status, coalesce(sent_at, attempted_at) as at, error as note
       from lead_alerts where submission_id = ? order by attempted_at, channel, kind`,
    [id],
  );
  // The ORM's connection answers with the time as text, a pool's with a Date.
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
