/**
 * A booked consultation as a calendar entry: an iCalendar file (RFC 5545) for Apple Calendar and Outlook, and the
 * "add an event" links of Google Calendar and Outlook.com. Times are UTC instants (`…Z`): every calendar shows them
 * on its own clock, so no time zone definition is needed.
 */

export interface CalendarEntry {
  /** Stable across changes of the same booking, so a calendar updates the entry instead of adding one. */
  uid: string;
  /** Raised by every change of the booking (SEQUENCE). */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string;
  /** Who invites (the business, in the visitor's entry); left out of the owner's own. */
  organizer?: { name: string; email: string };
  cancelled?: boolean;
}

/** 2026-12-08T17:30:00.000Z → 20261208T173000Z */
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A TEXT value escaped as RFC 5545 3.3.11 says: backslash, semicolon, comma, and line breaks as \n. */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN=…) quoted, with the characters a quoted value cannot hold dropped. */
const quotedParameter = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

const utf8 = new TextEncoder();

/** Lines folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character; CRLF line ends. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One entry's VEVENT lines. */
function eventLines(entry: CalendarEntry, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(entry.startsAt)}`,
    `DTEND:${stamp(entry.endsAt)}`,
    `SUMMARY:${text(entry.title)}`,
    `DESCRIPTION:${text(entry.description)}`,
    ...(entry.location ? [`LOCATION:${text(entry.location)}`] : []),
    ...(entry.organizer
      ? [`ORGANIZER;CN=${quotedParameter(entry.organizer.name)}:mailto:${entry.organizer.email}`]
      : []),
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A calendar file of `entries` (a feed has a name; a single invitation its method). */
export function calendarFile(
  entries: readonly CalendarEntry[],
  {
    name,
    method = 'PUBLISH',
    now = new Date(),
  }: { name?: string; method?: 'PUBLISH' | 'CANCEL'; now?: Date } = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Summit Coast Builders//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${text(name)}`] : []),
    ...entries.flatMap((entry) => eventLines(entry, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}

/** The file of one booking; a cancelled one's says CANCEL, so a calendar that has it removes it. */
export const icsOf = (entry: CalendarEntry, now = new Date()) =>
  calendarFile([entry], { method: entry.cancelled ? 'CANCEL' : 'PUBLISH', now });

/** Google Calendar's "add an event" address. */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${stamp(entry.startsAt)}/${stamp(entry.endsAt)}`,
    details: entry.description,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook.com's "add an event" address. */
export function outlookCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.startsAt.toISOString(),
    enddt: entry.endsAt.toISOString(),
    body: entry.description,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
