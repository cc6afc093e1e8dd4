import type { SendMailOptions } from 'nodemailer';
import { panelLeadPath } from '../../../common/alert-paths';
import { LEAD_EMAIL_TEXTS } from '../../../common/messages';
import { type Lead, type LeadEnvelope, leadEmail, oneLine, projectOf } from './lead-email';
import { cityOf } from './lead-source';

/**
 * What a push alert says, short enough for a lock screen: who, the project and the city of the property when it
 * can be told (not twice when the project names it: "Fire Rebuild: Altadena"), the phone, the message's start,
 * and the lead's own address in the panel.
 */
export function leadPush(lead: Lead, kind: 'first' | 'reminder', waitedMinutes = 0) {
  const project = oneLine(projectOf(lead));
  const city = cityOf(oneLine(lead.propertyAddress ?? ''));
  const name = oneLine(lead.name);
  const where = city && !project.includes(city) ? ` · ${city}` : '';
  return {
    title:
      kind === 'first' ? LEAD_EMAIL_TEXTS.pushTitle(name) : LEAD_EMAIL_TEXTS.stillNew(waitedMinutes, name),
    body: `${project}${where} · ${oneLine(lead.phone)}\n${lead.message.slice(0, 140)}`,
    url: panelLeadPath(lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** The reminder e-mail: the lead's e-mail again, its subject saying how long it has waited, threaded under it. */
export function reminderEmail(lead: Lead, envelope: LeadEnvelope, waitedMinutes: number): SendMailOptions {
  const first = leadEmail(lead, envelope);
  return {
    ...first,
    subject: LEAD_EMAIL_TEXTS.stillNew(waitedMinutes, String(first.subject).replace(/^New lead: /, '')),
    messageId: String(first.messageId).replace('<lead-', '<lead-reminder-'),
    inReplyTo: String(first.messageId),
    references: String(first.messageId),
    headers: { ...(first.headers as Record<string, string>), 'X-Lead-Alert': 'reminder' },
  };
}
