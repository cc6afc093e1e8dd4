import type { SendMailOptions } from 'nodemailer';
import { panelLeadPath } from '../../../common/alert-paths';
import { type Lead, leadEmail } from './lead-email';

/** What a push alert says: who, what, and the lead's own address in the panel. */
export function leadPush(lead: Lead, kind: 'first' | 'reminder', waitedMinutes = 0) {
  const project = lead.projectType || 'General Inquiry';
  return {
    title: kind === 'first' ? `New lead: ${lead.name}` : `Still new after ${waitedMinutes} min: ${lead.name}`,
    body: `${project} · ${lead.phone}\n${lead.message.slice(0, 140)}`,
    url: panelLeadPath(lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** The reminder e-mail: the lead's e-mail again, its subject saying how long it has waited, threaded under it. */
export function reminderEmail(
  lead: Lead,
  envelope: { from: string; to: string; company: string },
  waitedMinutes: number,
): SendMailOptions {
  const first = leadEmail(lead, envelope);
  return {
    ...first,
    subject: `Still new after ${waitedMinutes} min: ${String(first.subject).replace(/^New lead: /, '')}`,
    messageId: String(first.messageId).replace('<lead-', '<lead-reminder-'),
    inReplyTo: String(first.messageId),
    references: String(first.messageId),
    headers: { ...(first.headers as Record<string, string>), 'X-Lead-Alert': 'reminder' },
  };
}
