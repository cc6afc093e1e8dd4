/** The lead-alert jobs beside the e-mail (`notify_lead`): the push and the reminder (alert-worker.ts runs them). */
export const PUSH_LEAD_TASK = 'push_lead';
export const REMIND_LEAD_TASK = 'remind_lead';
/** e^attempt seconds of backoff: 8 attempts span about an hour and a half. */
export const FOLLOW_UP_MAX_ATTEMPTS = 8;

/** Whether any device has push alerts on: only then does a lead get a push job. */
export const ANY_PUSH_DEVICE = 'exists (select 1 from push_subscriptions)';
