/** The lead-alert jobs beside the e-mail (`notify_lead`): the push and the reminder (alert-worker.ts runs them). */
export const PUSH_LEAD_TASK = 'push_lead';
export const REMIND_LEAD_TASK = 'remind_lead';
/** e^attempt seconds of backoff: 8 attempts span about an hour and a half. */
export const FOLLOW_UP_MAX_ATTEMPTS = 8;

/**
 * The push job of the lead whose id is the column `id`, as add_jobs takes it: priority -1, so it is taken ahead of
 * the e-mails still queued in a burst (a push is the faster way to the owner's phone).
 */
export const PUSH_JOB_SPEC = `row('${PUSH_LEAD_TASK}', json_build_object('submissionId', id), null, null, ${FOLLOW_UP_MAX_ATTEMPTS}, null, -1, null)::graphile_worker.job_spec`;

/** Whether any device has push alerts on: only then does a lead get a push job. */
export const ANY_PUSH_DEVICE = 'exists (select 1 from push_subscriptions)';
