/**
 * An e-mail to the visitor about his booking (the reminder, the owner's change), in the language of the page he
 * booked from: his name, what the caller says, the time zone, how to change it, the business's name; the
 * calendar invitation attached (its cancellation, for a cancelled booking). Marked as sent automatically.
 */
import type { SendMailOptions } from 'nodemailer';
import { icsOf } from '../../../common/booking/calendar';
import { consultationEntry } from '../../../common/booking/consultation-entry';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { messagesOf } from '../../../common/i18n/catalogs';
import { type BookingTexts, bookingTextsOf } from '../../../common/i18n/catalogs/booking';
import { formatMeeting } from '../../../common/i18n/format';
import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import { escapeHtml } from '../../ssr/escape-html';
import type { Sql } from '../leads/alert-sql';
import { type Lead, oneLine } from '../leads/lead-email';
import { type Business, businessIn } from '../leads/visitor-acknowledgement';
import { calendarAttachment, propertyAddressOf } from './calendar-attachment';

/** A booking as its messages tell it. */
export interface MeetingTold {
  id: number;
  version: number;
  kind: ConsultationKind;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cancelled: boolean;
}

/** The words of one message, from the visitor's catalog: its subject and what it says after his name. */
export interface VisitorWords {
  subject: (texts: BookingTexts, when: string, business: Business) => string;
  lines: (texts: BookingTexts, kind: string, when: string, business: Business) => string[];
}

/** Lines as the HTML part's paragraphs, each escaped. */
export const paragraphsOf = (lines: readonly string[], language: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">${lines
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)
    .join('\n')}</body></html>`;

export async function visitorMail(
  sql: Sql,
  lead: Lead,
  meeting: MeetingTold,
  words: VisitorWords,
): Promise<SendMailOptions> {
  const language = lead.pageLanguage ?? DEFAULT_LANGUAGE;
  const messages = messagesOf(language);
  const texts = bookingTextsOf(language);
  const business = await businessIn(sql, language);
  const when = formatMeeting(meeting.startsAt, language, meeting.timeZone);
  const entry = consultationEntry(
    {
      ...meeting,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      name: lead.name,
      email: lead.email,
      propertyAddress: propertyAddressOf(lead),
    },
    business,
    texts,
  );
  const lines = [
    messages.contact.acknowledgement.greeting(oneLine(lead.name)),
    ...words.lines(texts, texts.kinds[meeting.kind].name, when, business),
    texts.timeZoneNote(meeting.timeZone),
    texts.reminder.change(business.phone),
    business.company,
  ];
  return {
    to: oneLine(lead.email),
    replyTo: business.email || undefined,
    subject: oneLine(words.subject(texts, when, business)),
    text: lines.join('\n\n'),
    html: paragraphsOf(lines, language),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': String(lead.id) },
    attachments: [calendarAttachment(icsOf(entry), meeting.cancelled)],
  };
}
