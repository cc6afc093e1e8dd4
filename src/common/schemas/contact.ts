import { z } from 'zod';
import { PROJECT_TYPES } from '../constants';
import { exactly, optionalText, requiredMultiLineText, requiredText } from './fields';
import { attributionInput, photoIdsInput } from './lead-visit';
import { PHONE_MESSAGE, PHONE_NUMBER } from './phone';

/** What a visitor tells us; stored as one contact_submissions row. */
export const contactFields = z.object({
  name: requiredText('Name', 200),
  // The document's clients are told the format the pipe's second step holds them to.
  email: requiredText('Email', 320)
    .pipe(z.email('Email must be a valid email address'))
    .meta({ format: 'email' }),
  phone: requiredText('Phone', 50).regex(PHONE_NUMBER, PHONE_MESSAGE),
  projectType: z
    .union([z.enum(PROJECT_TYPES), z.literal('')], {
      error: `Project type must be one of: ${PROJECT_TYPES.join(', ')}`,
    })
    .default(''),
  message: requiredMultiLineText('Message', 5000),
  /** Where the work is, when the visitor says. */
  propertyAddress: optionalText('Property address', 300),
});
export type ContactFields = z.output<typeof contactFields>;

/**
 * The form also sends two spam signals: `website`, a honeypot field people never see (must stay empty), and
 * `fillTimeMs`, how long the form was open before it was sent. Both are optional for API clients.
 */
export const contactInput = contactFields.extend({
  website: z.string().max(500, 'website must be empty').optional(),
  fillTimeMs: exactly(
    z.number({ error: 'fillTimeMs must be a number of milliseconds' }).int().min(0).max(2_000_000_000),
  ).optional(),
  ...attributionInput.shape,
  photos: photoIdsInput,
});
export type ContactInput = z.input<typeof contactInput>;

/**
 * Why a request was judged spam (services/leads/record-lead.ts), or 'owner' when the owner moved it to the Spam
 * folder himself (services/leads/lead-status.ts); null for real leads.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'owner'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const contactSubmissionOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  projectType: z.string(),
  message: z.string(),
  createdAt: z.date(),
  /** Null for requests saved before e-mail notifications existed. */
  notificationStatus: z.enum(NOTIFICATION_STATES).nullish(),
  notifiedAt: z.date().nullish(),
  spamReason: z.string().nullish(),
});
export type ContactSubmissionRecord = z.infer<typeof contactSubmissionOutput>;
