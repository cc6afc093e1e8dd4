import type { SendMailOptions } from 'nodemailer';

export interface Lead {
  id: number;
  name: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
  createdAt: Date;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
/** A header value on one line: a visitor's name must not be able to start a header of its own. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The owner's new-lead e-mail: plain text and a simple HTML version with every visitor field escaped; replying
 * answers the visitor directly (Reply-To).
 */
export function leadEmail(
  lead: Lead,
  envelope: { from: string; to: string; company: string },
): SendMailOptions {
  const projectType = lead.projectType || 'General Inquiry';
  const received = lead.createdAt.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Los_Angeles',
  });
  const rows: Array<[string, string]> = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Project type', projectType],
    ['Received', `${received} (Pacific time)`],
  ];
  const text = [
    `New consultation request #${lead.id} from the ${envelope.company} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `Reply to this e-mail to answer ${lead.name} directly.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<h2 style="margin:0 0 12px">New consultation request #${lead.id}</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h3 style="margin:16px 0 4px">Message</h3>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(lead.message)}</p>
<p style="color:#555;margin-top:16px">Reply to this e-mail to answer ${escapeHtml(lead.name)} directly.</p>
</body></html>`;
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: { name: oneLine(lead.name), address: oneLine(lead.email) },
    subject: oneLine(`New lead: ${lead.name} (${projectType})`),
    text,
    html,
    headers: { 'X-Lead-Id': String(lead.id) },
    // The same on every attempt: a mail program can fold a rare duplicate (see notify-lead-task).
    messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${envelope.to.split('@')[1] ?? 'localhost'}>`,
  };
}
