import type { Task } from 'graphile-worker';
import { icsOf } from '../../../common/booking/calendar';
import { consultationEntry } from '../../../common/booking/consultation-entry';
import { projectTypeIdOf } from '../../../common/constants';
import { messagesOf } from '../../../common/i18n/catalogs';
import { bookingTextsOf } from '../../../common/i18n/catalogs/booking';
import { labelOf } from '../../../common/i18n/catalogs/labels';
import { formatMeeting } from '../../../common/i18n/format';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { dialable } from '../../../common/leads';
import { type LeadFieldKey, leadFieldsOn } from '../../../common/leads/fields';
import { licenseNumberOf } from '../../../common/license';
import { resolveSetting, splitLines, storedSettings } from '../../../common/settings';
import { SITE_TIME_ZONE } from '../../../common/site-time';
import { escapeHtml } from '../../ssr/escape-html';
import { calendarAttachment, propertyAddressOf } from '../booking/calendar-attachment';
import { changeUrlOf } from '../booking/change-link';
import { type BookedMeeting, meetingOfLead } from '../booking/meeting-of-lead';
import { forEachLead } from './alert-jobs';
import { type EmailRoute, readAlertSettings } from './alert-settings';
import type { Sql } from './alert-sql';
import { type Alerting, routeOf, sendOnce } from './alert-tasks';
import { leadColumnsOf } from './lead-columns';
import { type Lead, oneLine, quoted } from './lead-email';
import { leadToTell } from './lead-row';

// SQL: the job worker's own pool (alert-worker.ts), as every alert task.

/** The business's lines the acknowledgement carries, as the visitor's pages show them in his language. */
const BUSINESS_KEYS = [
  'company_name',
  'contact_phone',
  'contact_email',
  'contact_office_hours',
  'company_license_number',
] as const;

export interface Business {
  company: string;
  phone: string;
  email: string;
  officeHours: string[];
  licenseNumber: string;
}

/** The settings and the owner's approved translations of them into `language`, resolved as a page resolves them. */
export async function businessIn(sql: Sql, language: Language): Promise<Business> {
  const keys = [...BUSINESS_KEYS];
  const rows = await sql<{ key: string; value: string }>(
    'select key, value from site_settings where key = any(?::text[])',
    [keys],
  );
  const translated =
    language === DEFAULT_LANGUAGE
      ? undefined
      : new Map(
          (
            await sql<{ ref: string; value: string }>(
              `select ref, value from translations
                where kind = 'setting' and language = ? and value <> '' and ref = any(?::text[])`,
              [language, keys],
            )
          ).map((row) => [row.ref, row.value]),
        );
  const stored = storedSettings(rows);
  const value = (key: (typeof BUSINESS_KEYS)[number]) => resolveSetting(stored, key, language, translated);
  return {
    company: value('company_name'),
    phone: value('contact_phone'),
    email: value('contact_email'),
    officeHours: splitLines(value('contact_office_hours')),
    licenseNumber: licenseNumberOf(value('company_license_number')),
  };
}

/** What the visitor filled in, as the thanks panel shows it: one-line fields as rows, longer texts after. */
const ROW_FIELDS = leadFieldsOn('form').filter((field) => field.kind !== 'multiLine');
const TEXT_FIELDS = leadFieldsOn('form').filter((field) => field.kind === 'multiLine');

/**
 * The visitor's acknowledgement, in the language of the page he wrote from: that the request arrived, what
 * happens next, the office hours and the phone, what he sent (escaped, each one-line value kept on its line, the
 * message quoted), the license line. A reply goes to the business's public address. Marked as an automatic reply
 * (RFC 3834), so the visitor's own auto-responder does not answer it.
 */
export function acknowledgementEmail(
  lead: Lead,
  business: Business,
  photoCount: number,
  meeting: BookedMeeting | null = null,
  /** The booking's private link to move or cancel it. */
  changeUrl = '',
) {
  const language = lead.pageLanguage ?? DEFAULT_LANGUAGE;
  const m = messagesOf(language);
  const { thanks, acknowledgement: t, fields, projectTypes, info } = m.contact;
  const booked = meeting ? bookedLines(lead, business, meeting, language, changeUrl) : null;
  const name = oneLine(lead.name);
  const fieldValue = (key: LeadFieldKey) => (lead as Record<string, unknown>)[key] as string | undefined;
  const rows: Array<[string, string]> = [
    ...ROW_FIELDS.map((field): [string, string] => {
      const key = field.key as LeadFieldKey;
      const value = fieldValue(key) ?? '';
      const shown =
        field.kind === 'choice' && value ? labelOf(projectTypes, projectTypeIdOf(value) ?? value) : value;
      return [fields[key].label, oneLine(shown)];
    }),
    [m.common.photos, photoCount > 0 ? thanks.photoCount(photoCount) : ''],
  ].filter((row): row is [string, string] => row[1] !== '');
  const texts = TEXT_FIELDS.map((field) => fieldValue(field.key as LeadFieldKey) ?? '').filter(Boolean);
  const license = business.licenseNumber ? t.license(business.licenseNumber) : '';
  const text = [
    t.greeting(name),
    '',
    ...(booked
      ? [...booked.lines, '']
      : [t.intro(business.company), '', `${thanks.nextTitle}`, thanks.next, '']),
    `${info.hours}:`,
    ...business.officeHours,
    '',
    `${thanks.callLead} ${t.phone}: ${business.phone}`,
    '',
    `${thanks.sentTitle}:`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...texts.flatMap((value) => ['', quoted(value)]),
    '',
    t.reply,
    '',
    business.company,
    ...(license ? [license] : []),
  ].join('\n');
  const paragraph = (words: string) => `<p style="margin:0 0 12px">${escapeHtml(words)}</p>`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
${paragraph(t.greeting(name))}
${
  booked
    ? booked.html
    : `${paragraph(t.intro(business.company))}
<h3 style="margin:16px 0 4px">${escapeHtml(thanks.nextTitle)}</h3>
${paragraph(thanks.next)}`
}
<h3 style="margin:16px 0 4px">${escapeHtml(info.hours)}</h3>
<p style="margin:0 0 12px">${business.officeHours.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 12px">${escapeHtml(`${thanks.callLead} ${t.phone}: `)}<a href="tel:${escapeHtml(dialable(business.phone))}">${escapeHtml(business.phone)}</a></p>
<h3 style="margin:16px 0 4px">${escapeHtml(thanks.sentTitle)}</h3>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${texts.map((value) => `<p style="white-space:pre-wrap;margin:12px 0">${escapeHtml(oneLineBreaks(value))}</p>`).join('\n')}
${paragraph(t.reply)}
<p style="color:#555;margin:16px 0 0">${escapeHtml(business.company)}${license ? `<br>${escapeHtml(license)}` : ''}</p>
</body></html>`;
  return {
    to: oneLine(lead.email),
    replyTo: business.email || undefined,
    subject: oneLine(booked ? booked.subject : t.subject(business.company)),
    ...(booked ? { attachments: [booked.invitation] } : {}),
    text,
    html,
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Lead-Id': String(lead.id) },
    // The same on every attempt, so a mail program folds a rare duplicate.
    messageId: `<ack-${lead.id}-${new Date(lead.createdAt).getTime()}@${business.email.split('@')[1] || 'localhost'}>`,
  };
}

/**
 * What a booking's confirmation says before the rest of the acknowledgement: when, of what kind, what to bring,
 * and its calendar invitation (the same file as the confirmation page's).
 */
function bookedLines(
  lead: Lead,
  business: Business,
  meeting: BookedMeeting,
  language: Language,
  changeUrl: string,
) {
  const texts = bookingTextsOf(language);
  const when = formatMeeting(meeting.startsAt, language, meeting.timeZone);
  const kind = texts.kinds[meeting.kind].name;
  const prepare = texts.confirmed.prepare[meeting.kind];
  const entry = consultationEntry(
    {
      ...meeting,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      name: lead.name,
      email: lead.email,
      propertyAddress: propertyAddressOf(lead),
      cancelled: false,
    },
    business,
    texts,
  );
  return {
    subject: texts.mail.subject(when, business.company),
    lines: [
      texts.mail.booked(kind, when),
      texts.timeZoneNote(meeting.timeZone),
      '',
      `${texts.confirmed.prepareTitle}:`,
      ...prepare.map((item) => `- ${item}`),
      '',
      texts.mail.calendar,
      ...(changeUrl ? ['', `${texts.mail.changeAt} ${changeUrl}`] : []),
    ],
    html: `<p style="margin:0 0 12px"><strong>${escapeHtml(texts.mail.booked(kind, when))}</strong><br>${escapeHtml(texts.timeZoneNote(meeting.timeZone))}</p>
<h3 style="margin:16px 0 4px">${escapeHtml(texts.confirmed.prepareTitle)}</h3>
<ul>${prepare.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p style="margin:0 0 12px">${escapeHtml(texts.mail.calendar)}</p>${
      changeUrl
        ? `\n<p style="margin:0 0 12px">${escapeHtml(texts.mail.changeAt)} <a href="${escapeHtml(changeUrl)}">${escapeHtml(changeUrl)}</a></p>`
        : ''
    }`,
    invitation: calendarAttachment(icsOf(entry), false),
  };
}

/** The message's own line breaks kept, every other control or direction character out (as lead-email.ts quotes). */
const oneLineBreaks = (text: string) => quoted(text).replace(/^> /gm, '');

/**
 * Takes today's acknowledgement of an address for this lead: true when it may be sent (the address had none today,
 * or it was this lead's, on a retry). The table's key holds it to one an address a day whatever runs at once.
 */
async function takeAddressForToday(sql: Sql, address: string, id: number): Promise<boolean> {
  const [row] = await sql<{ submissionId: number }>(
    `insert into acknowledged_addresses (address, day, submission_id)
     values (lower(?), (now() at time zone ?)::date, ?)
     on conflict (address, day) do update set address = excluded.address
     returning submission_id as "submissionId"`,
    [address, SITE_TIME_ZONE, id],
  );
  return row?.submissionId === id;
}

async function photoCountOf({ sql, metadata }: Alerting, id: number): Promise<number> {
  const { table, lead } = leadColumnsOf(metadata).photos;
  const [row] = await sql<{ count: string }>(`select count(*) as count from "${table}" where "${lead}" = ?`, [
    id,
  ]);
  return Number(row?.count ?? 0);
}

/**
 * The acknowledgement of every lead of the job, once per lead (its alert row: lead_alerts, channel e-mail, kind
 * `receipt`), through the alerts' e-mail route. Recorded as skipped, with the reason, when the owner turned it off,
 * when e-mail is not set up, or when the address already had one today.
 */
export const acknowledgeLeadTaskOf =
  (alerting: Alerting): Task =>
  (payload, helpers) =>
    forEachLead(payload, async (id) => {
      const lead = await leadToTell(alerting.sql, alerting.metadata, id);
      if (!lead?.email) return;
      await sendOnce(alerting, { id, channel: 'email', kind: 'receipt' }, helpers, async () => {
        const settings = await readAlertSettings(alerting.sql);
        // A booking's confirmation always goes (it carries the time); the owner's switch is for the rest.
        const meeting = await meetingOfLead(alerting.sql, id);
        if (!settings.acknowledgeVisitors && !meeting) return { skipped: ACKNOWLEDGEMENT_SKIPPED.off };
        let route: EmailRoute | null;
        try {
          route = routeOf(alerting, settings);
        } catch {
          // A password this key cannot open: the owner's alerts say so; the visitor's simply does not go.
          route = null;
        }
        if (!route) return { skipped: ACKNOWLEDGEMENT_SKIPPED.noEmail };
        // Bookings are held to two to come per address (services/booking/book.ts), so they cannot flood one.
        if (!meeting && !(await takeAddressForToday(alerting.sql, lead.email, id)))
          return { skipped: ACKNOWLEDGEMENT_SKIPPED.sentToday };
        const business = await businessIn(alerting.sql, lead.pageLanguage ?? DEFAULT_LANGUAGE);
        await alerting.mailer.send(route, {
          from: route.from,
          ...acknowledgementEmail(
            lead,
            business,
            await photoCountOf(alerting, id),
            meeting,
            meeting ? changeUrlOf(alerting, meeting.id, lead.pageLanguage ?? DEFAULT_LANGUAGE) : '',
          ),
        });
        return {};
      });
    });

/** Why a visitor was not acknowledged, as the lead's page says it. */
export const ACKNOWLEDGEMENT_SKIPPED = {
  off: 'acknowledgements are turned off',
  noEmail: 'e-mail is not set up',
  sentToday: 'this address already got one today',
} as const;
