import type pg from 'pg';
import { JOB_HOLDS_LEAD } from './alert-jobs';
import type { Sql } from './alert-sql';

export const NOTIFY_LEAD_TASK = 'notify_lead';
/** With graphile-worker's backoff (e^attempt seconds, capped at e^10) 12 attempts span about a day. */
export const NOTIFY_MAX_ATTEMPTS = 12;

// SQL: the jobs are graphile-worker's, queued by its own add_jobs() for many leads in one statement.

/** The e-mail job of the lead whose id is the column `id`, as graphile-worker's add_jobs takes it. */
const LEAD_JOB_SPEC = `row('${NOTIFY_LEAD_TASK}', json_build_object('submissionId', id), null, null, ${NOTIFY_MAX_ATTEMPTS}, null, null, null)::graphile_worker.job_spec`;

/**
 * Queues the e-mail job of every lead whose e-mail has not gone out (after a restore, whose archive holds the leads
 * but not the job queue), in the caller's transaction. A lead whose e-mail is already being sent is safe to enqueue
 * again: the task sends each once.
 */
export async function enqueueUnsentLeads(client: pg.ClientBase): Promise<void> {
  await client.query(`
select graphile_worker.add_jobs(array(
  select ${LEAD_JOB_SPEC}
    from contact_submissions where notification_status in ('pending', 'sending') order by id))`);
}

/**
 * Queues the e-mail jobs of leads whose e-mail has not gone out and that wait for no job: those saved while e-mail
 * was off (their job found no route and ended). Run when the settings are saved and when a worker starts with a
 * route. A job being run right now does not count: it may be one that found no route a moment before the settings
 * changed (a second job is harmless: the task sends each e-mail once).
 */
export async function enqueueWaitingLeads(sql: Sql): Promise<void> {
  await sql(`
select graphile_worker.add_jobs(array(
  select ${LEAD_JOB_SPEC}
    from contact_submissions s
   where s.notification_status in ('pending', 'sending') and s.spam_reason is null
     and not exists (
       select 1 from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = '${NOTIFY_LEAD_TASK}' and ${JOB_HOLDS_LEAD}
          and j.locked_at is null and j.attempts < j.max_attempts)
   order by s.id))`);
}
