import type { SendMailOptions } from 'nodemailer';
import { panelLeadPath } from '../../../common/alert-paths';
import { icsOf } from '../../../common/booking/calendar';
import { bookingTextsOf } from '../../../common/i18n/catalogs/booking';
import { formatMeeting } from '../../../common/i18n/format';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import type { Attribution } from '../../../common/leads/attribution';
import {
  LEAD_FIELDS,
  type LeadFieldDeclaration,
  leadFieldsOn,
  type StoredLeadFields,
  shownValue,
} from '../../../common/leads/fields';
import { PAGE_LANGUAGE_TEXTS, LEAD_EMAIL_TEXTS as T } from '../../../common/messages';
import { SITE_TIME_ZONE } from '../../../common/site-time';
import { escapeHtml } from '../../ssr/escape-html';
import { calendarAttachment } from '../booking/calendar-attachment';
import type { BookedMeeting } from '../booking/meeting-of-lead';
import { BOOKING_OWNER_TEXTS } from '../booking/owner-texts';
import { ownersEntryOfLead } from '../booking/owners-entry';
import { sourceLine } from './lead-source';

/**
 * A lead as its alerts read it: the visitor's fields (common/leads/fields.ts), when it came, where from, and the
 * language of the page it was sent from (English when not said).
 */
export type Lead = StoredLeadFields & {
  id: number;
  createdAt: Date;
  attribution?: Attribution;
  pageLanguage?: Language;
};

/** The page's language as a line of the e-mail, only for a page not in English (the default, which says nothing). */
function pageLanguageRow(language: Language | undefined): Array<[string, string]> {
  if (!language || language === DEFAULT_LANGUAGE) return [];
  return [[PAGE_LANGUAGE_TEXTS.label, PAGE_LANGUAGE_TEXTS.nameOf(language)]];
}

/** The fields the e-mail shows: one-line ones in its table, longer texts (the message) quoted under it. */
const TABLE_FIELDS = leadFieldsOn('email').filter((field) => field.kind !== 'multiLine');
const TEXT_FIELDS = leadFieldsOn('email').filter((field) => field.kind === 'multiLine');
const fieldOf = (lead: Lead, field: LeadFieldDeclaration) =>
  (lead as Record<string, unknown>)[field.key] as string | undefined;

const PROJECT_TYPE_FIELD = LEAD_FIELDS.find((field) => field.key === 'projectType') as LeadFieldDeclaration;
/** The project a lead's alerts name: its type in English (stored by id), or "General Inquiry" when not said. */
export const projectOf = (lead: Lead) => shownValue(PROJECT_TYPE_FIELD, lead.projectType);

/** The visitor's photos as the e-mail carries them: how many the lead has, and those small enough to attach. */
export interface LeadPhotosForMail {
  count: number;
  attached: Array<{ contentType: string; bytes: Buffer }>;
}

/** Where the e-mail is sent from and to, and the site's address its link to the lead starts with. */
export interface LeadEnvelope {
  from: string;
  to: string;
  company: string;
  siteUrl: string;
}

/**
 * A value on one line: a visitor's name must not be able to start a header or a line of its own, nor reorder
 * what is shown. The contact schema refuses such characters (fields.ts); this holds for rows saved before it did.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;
export const oneLine = (text: string) => text.replace(UNSAFE_IN_A_LINE, ' ').trim();
/**
 * The visitor's message in the plain-text body, every line quoted ("> "), so no line of it can pass for one of the
 * e-mail's own (a "Phone:" or a "Reply to" line).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/g;
export const quoted = (text: string) =>
  text
    .replace(UNSAFE_IN_TEXT, ' ')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => `> ${line}`)
    .join('\n');

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const KIND_NAMES = bookingTextsOf(DEFAULT_LANGUAGE).kinds;

/** "Video call, Tuesday, December 8, 2026 at 9:00 AM" on the site's clock. */
const meetingLine = (meeting: BookedMeeting) =>
  `${KIND_NAMES[meeting.kind].name}, ${formatMeeting(meeting.startsAt, DEFAULT_LANGUAGE, meeting.timeZone)}`;

/** The booking as an invitation for the owner's calendar (the same event his calendar feed has). */
function ownersInvitation(lead: Lead, envelope: LeadEnvelope, meeting: BookedMeeting) {
  return calendarAttachment(
    icsOf(ownersEntryOfLead({ ...meeting, cancelled: false }, lead, envelope.siteUrl)),
    false,
  );
}

/**
 * The owner's new-lead e-mail: plain text and a simple HTML version with every visitor field escaped (and on one
 * line, message aside; an optional one only when filled in), the visit's source when known, the visitor's photos
 * attached (as stored: cleaned of metadata; lead-row.ts bounds their total) and always a link to the lead's own
 * page in the panel; replying answers the visitor directly (Reply-To).
 */
export function leadEmail(
  lead: Lead,
  envelope: LeadEnvelope,
  photos: LeadPhotosForMail = { count: 0, attached: [] },
  meeting: BookedMeeting | null = null,
): SendMailOptions {
  const projectType = projectOf(lead);
  const texts = TEXT_FIELDS.flatMap((field) => {
    const value = fieldOf(lead, field) ?? '';
    return value || field.required ? [{ label: field.label, value }] : [];
  });
  const received = lead.createdAt.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  });
  const name = oneLine(lead.name);
  const source = sourceLine(lead.attribution ?? {});
  const leadUrl = `${envelope.siteUrl}${panelLeadPath(lead.id)}`;
  const rows: Array<[string, string]> = [
    ...(meeting ? [[BOOKING_OWNER_TEXTS.consultation, meetingLine(meeting)] as [string, string]] : []),
    ...TABLE_FIELDS.flatMap((field): Array<[string, string]> => {
      const value = oneLine(shownValue(field, fieldOf(lead, field)));
      return value || field.required ? [[field.label, value]] : [];
    }),
    ...pageLanguageRow(lead.pageLanguage),
    [T.received, T.receivedAt(received)],
    ...(source ? [[T.source, oneLine(source)] as [string, string]] : []),
    ...(photos.count > 0
      ? [[T.photos, T.photosAttached(photos.count, photos.attached.length)] as [string, string]]
      : []),
  ];
  const text = [
    T.intro(lead.id, envelope.company),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...texts.flatMap(({ label, value }) => [`${label}:`, quoted(value), '']),
    `${T.openLead}: ${leadUrl}`,
    T.replyHint(name),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<h2 style="margin:0 0 12px">${escapeHtml(T.heading(lead.id))}</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${texts
  .map(
    ({ label, value }) => `<h3 style="margin:16px 0 4px">${escapeHtml(label)}</h3>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(value.replace(UNSAFE_IN_TEXT, ' '))}</p>`,
  )
  .join('\n')}
<p style="margin-top:16px"><a href="${escapeHtml(leadUrl)}" style="font-weight:bold">${escapeHtml(T.openLead)}</a></p>
<p style="color:#555">${escapeHtml(T.replyHint(name))}</p>
</body></html>`;
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: { name, address: oneLine(lead.email) },
    subject: oneLine(T.subject(name, projectType)),
    text,
    html,
    attachments: [
      ...(meeting ? [ownersInvitation(lead, envelope, meeting)] : []),
      ...photos.attached.map((photo, index) => ({
        filename: T.photoFile(index + 1, EXTENSIONS[photo.contentType] ?? 'jpg'),
        content: photo.bytes,
        contentType: photo.contentType,
      })),
    ],
    headers: { 'X-Lead-Id': String(lead.id) },
    // The same on every attempt: a mail program can fold a rare duplicate (see notify-lead-task).
    messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${envelope.to.split('@')[1] ?? 'localhost'}>`,
  };
}
