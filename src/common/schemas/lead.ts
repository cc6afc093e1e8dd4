/** The lead inbox's inputs and answers (routers/admin/leads.ts; docs/leads.md). */
import { z } from 'zod';
import { LEAD_CHANNELS, LEAD_FOLDERS, LEAD_LIMITS } from '../leads';
import { contactSubmissionOutput } from './contact';
import { exactly, idSchema, requiredMultiLineText, requiredText, textField } from './fields';

/** A day on the calendar, as a date input gives it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const leadIdInput = z.object({ id: idSchema });

/**
 * The pipeline's columns of a stored lead, as a restore from a backup checks them (services/backup/row-checks.ts):
 * nothing the inbox's writes could not have stored.
 */
export const leadPipelineColumns = z.object({
  status: z.string().max(LEAD_LIMITS.stepChars).nullish(),
  jobValue: z.number().int().min(0).max(LEAD_LIMITS.jobValueMax).nullish(),
  lostReason: z.string().max(LEAD_LIMITS.lostReasonChars).nullish(),
  notes: z
    .array(
      z.object({ at: z.string(), text: z.string().max(LEAD_LIMITS.noteChars), by: z.string().nullable() }),
    )
    .max(LEAD_LIMITS.notes)
    .optional(),
  followUpOn: z.string().regex(DAY).refine(isRealDay).nullish(),
  firstContactBy: z.enum(LEAD_CHANNELS).nullish(),
});

export const leadStatusInput = z.object({
  id: idSchema,
  status: requiredText('status', LEAD_LIMITS.stepChars),
  /** Won: the job's value in whole dollars. */
  jobValue: exactly(
    z
      .number({ error: 'jobValue must be a number of dollars' })
      .int('jobValue must be whole dollars')
      .min(0, 'jobValue must not be negative')
      .max(LEAD_LIMITS.jobValueMax, `jobValue must be at most ${LEAD_LIMITS.jobValueMax}`),
  ).nullish(),
  /** Lost: why. */
  lostReason: textField('lostReason', LEAD_LIMITS.lostReasonChars).nullish(),
});
export type LeadStatusInput = z.output<typeof leadStatusInput>;

export const leadNoteInput = z.object({
  id: idSchema,
  note: requiredMultiLineText('note', LEAD_LIMITS.noteChars),
});

export const leadFollowUpInput = z.object({
  id: idSchema,
  /** A day (YYYY-MM-DD) in the site's time zone; null clears it. */
  followUpOn: z
    .string({ error: 'followUpOn must be a date (YYYY-MM-DD) or null' })
    .regex(DAY, 'followUpOn must be a date (YYYY-MM-DD)')
    .refine(isRealDay, 'followUpOn must be a real date')
    .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'followUpOn must be between 2000 and 2099')
    .nullable(),
});

export const leadArchiveInput = z.object({
  id: idSchema,
  archived: exactly(z.boolean({ error: 'archived must be true or false' })),
});

export const leadSpamInput = z.object({
  id: idSchema,
  spam: exactly(z.boolean({ error: 'spam must be true or false' })),
});

export const leadContactInput = z.object({
  id: idSchema,
  channel: z.enum(LEAD_CHANNELS, { error: `channel must be one of: ${LEAD_CHANNELS.join(', ')}` }),
});

export const leadListInput = z
  .object({
    folder: z.enum(LEAD_FOLDERS, { error: `folder must be one of: ${LEAD_FOLDERS.join(', ')}` }).optional(),
    status: textField('status', LEAD_LIMITS.stepChars).optional(),
    /** Words found in the name, e-mail, phone, project type, message or notes. */
    search: textField('search', LEAD_LIMITS.searchChars).optional(),
  })
  .optional();

const replyLinksOutput = z.object({
  call: z.string(),
  text: z.string(),
  email: z.string(),
  smsBody: z.string(),
  emailSubject: z.string(),
  emailBody: z.string(),
});

export const leadOutput = contactSubmissionOutput.extend({
  /** The pipeline step, as shown (a new lead's is the first step's name). */
  status: z.string(),
  jobValue: z.number().nullish(),
  lostReason: z.string().nullish(),
  notes: z.array(z.object({ at: z.string(), text: z.string(), by: z.string().nullable() })),
  followUpOn: z.string().nullish(),
  archivedAt: z.date().nullish(),
  firstContactAt: z.date().nullish(),
  firstContactBy: z.enum(LEAD_CHANNELS).nullish(),
  /** The one-tap answers, filled from the reply templates. */
  reply: replyLinksOutput,
});
export type LeadRecord = z.infer<typeof leadOutput>;

export const leadMonthOutput = z.object({
  /** "2026-11", in the site's time zone. */
  month: z.string(),
  leads: z.number(),
  answered: z.number(),
  /** The median time from arrival to first contact, in minutes; null when none was answered. */
  medianMinutes: z.number().nullable(),
});

export const leadSummaryOutput = z.object({
  /** Leads still at the first step, neither spam nor archived: the tab's "New (n)". */
  newCount: z.number(),
  /** The newest of them (up to three), named above the panel's tabs. */
  newest: z.array(z.object({ id: z.number(), name: z.string(), projectType: z.string() })),
  /** Every status a lead may take, in order (the owner's steps, then Won and Lost). */
  statuses: z.array(z.string()),
  /** The last twelve months with leads, newest first. */
  months: z.array(leadMonthOutput),
  timeZone: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummaryOutput>;
