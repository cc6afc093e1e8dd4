import type { Lead } from '../leads/lead-email';

/** A lead's field that not every lead has (the property's address). */
export const propertyAddressOf = (lead: Lead) =>
  String((lead as Record<string, unknown>).propertyAddress ?? '');

/** A calendar file as an attachment: PUBLISH adds or updates the event, CANCEL removes it. */
export const calendarAttachment = (ics: string, cancelled: boolean) => ({
  filename: 'consultation.ics',
  content: ics,
  contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
});
