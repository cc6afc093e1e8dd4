/**
 * The lead-alert jobs beside the e-mail (`notify_lead`): the push, the reminder and the visitor's acknowledgement
 * (alert-worker.ts runs them), and
 * how any lead job's payload names its leads.
 */
export const PUSH_LEAD_TASK = 'push_lead';
export const REMIND_LEAD_TASK = 'remind_lead';
/** The visitor's acknowledgement e-mail (visitor-acknowledgement.ts). */
export const ACKNOWLEDGE_LEAD_TASK = 'acknowledge_lead';
/** e^attempt seconds of backoff: 8 attempts span about an hour and a half. */
export const FOLLOW_UP_MAX_ATTEMPTS = 8;

/** The lead a job (or an entry of a batch job's payload) is for. */
export const submissionIdOf = (payload: unknown) =>
  Number((payload as { submissionId?: unknown } | null)?.submissionId);

/** A batch job's leads in flight at once: the alerts' pool has six connections, the mail server its own limit. */
const LEADS_AT_ONCE = 6;

/**
 * Runs a lead task for each lead of its job. A batch job (its payload a list, one entry per lead saved by one
 * statement: record-lead.ts) is answered with one promise per lead, so graphile-worker retries only the leads that
 * failed. A job of one lead (a catch-up, a job queued before batch jobs) is run as it is.
 */
export function forEachLead(payload: unknown, run: (id: number) => Promise<void>) {
  if (!Array.isArray(payload)) return run(submissionIdOf(payload));
  let running = 0;
  const waiting: Array<() => void> = [];
  const inTurn = async (id: number) => {
    if (running >= LEADS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      await run(id);
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
  return payload.map((entry) => inTurn(submissionIdOf(entry)));
}

/** Whether the job `j` is for the lead `s`: alone, or as one of a batch job's leads. */
export const JOB_HOLDS_LEAD = `(j.payload->>'submissionId' = s.id::text
        or (json_typeof(j.payload) = 'array'
            and j.payload::jsonb @> jsonb_build_array(jsonb_build_object('submissionId', s.id))))`;
