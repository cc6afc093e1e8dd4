import { defineEntity, p } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n/languages';
import type { LeadNote } from '../../common/leads';
import type { NotificationState } from '../../common/schemas/contact';

const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(50),
    /** Its id (common/constants.ts PROJECT_TYPE_LIST), or '' when not said; the API answers in English. */
    projectType: p.string().length(100),
    message: p.text(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    /** Where the request came from: the per-IP throttle counts recent rows by it. */
    clientIp: p.string().length(45).nullable(),
    /** Why it was judged spam ('honeypot', 'too-fast'); null for real leads. */
    spamReason: p.string().length(20).nullable(),
    /** The owner's e-mail: pending, sending, sent or failed; skipped for spam; null for rows older than it. */
    notificationStatus: p.string().length(20).$type<NotificationState>().nullable(),
    /** When the e-mail was sent (while `sending`: when that attempt began). */
    notifiedAt: p.datetime().nullable(),
    notificationError: p.text().nullable(),
    // The inbox (services/leads/lead-status.ts is their one write path, docs/leads.md).
    /** The pipeline step's name; null is the first step (New). */
    status: p.string().length(40).nullable(),
    /** Won: the job's value in whole dollars. */
    jobValue: p.integer().nullable(),
    lostReason: p.string().length(300).nullable(),
    notes: p.json<LeadNote[]>().default([]),
    /** A day in the site's time zone, 'YYYY-MM-DD'. */
    followUpOn: p.string().length(10).nullable(),
    archivedAt: p.datetime().nullable(),
    firstContactAt: p.datetime().nullable(),
    firstContactBy: p.string().length(10).nullable(),
    // The visitor's side (docs/leads.md#attribution): what the visit's first URL said, and more.
    propertyAddress: p.string().length(300).default(''),
    landingPage: p.string().length(300).nullable(),
    referrerHost: p.string().length(253).nullable(),
    utmSource: p.string().length(100).nullable(),
    utmMedium: p.string().length(100).nullable(),
    utmCampaign: p.string().length(150).nullable(),
    utmTerm: p.string().length(150).nullable(),
    utmContent: p.string().length(150).nullable(),
    gclid: p.string().length(200).nullable(),
    gbraid: p.string().length(200).nullable(),
    wbraid: p.string().length(200).nullable(),
    deviceClass: p.string().length(7).nullable(),
    language: p.string().length(35).nullable(),
    /**
     * The language of the site's page the request was sent from ('en', 'es'): the owner answers in it. Not the
     * browser's language above, which a Spanish speaker's English browser would hide.
     */
    pageLanguage: p.string().length(2).$type<Language>().default(DEFAULT_LANGUAGE),
    /** SHA-256 of the receipt the visitor's thank-you panel is shown again by (services/leads/lead-receipt.ts). */
    receiptHash: p.string().length(64).nullable().unique(),
  },
  indexes: [{ properties: ['clientIp', 'createdAt'] }],
});

export class ContactSubmission extends ContactSubmissionSchema.class {}
ContactSubmissionSchema.setClass(ContactSubmission);
