import type { SendMailOptions } from 'nodemailer';
import { SITE_TIME_ZONE } from '../../../common/site-time';

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
/**
 * A value on one line: a visitor's name must not be able to start a header or a line of its own, nor reorder
 * what is shown. The contact schema refuses such characters (fields.ts); this holds for rows saved before it did.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;
const oneLine = (text: string) => text.replace(UNSAFE_IN_A_LINE, ' ').trim();
/**
 * The visitor's message in the plain-text body, every line quoted ("> "), so no line of it can pass for one of the
 * e-mail's own (a "Phone:" or a "Reply to" line).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/g;
const quoted = (text: string) =>
  text
    .replace(UNSAFE_IN_TEXT, ' ')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => `> ${line}`)
    .join('\n');

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
    timeZone: SITE_TIME_ZONE,
  });
  const name = oneLine(lead.name);
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', oneLine(lead.email)],
    ['Phone', oneLine(lead.phone)],
    ['Project type', oneLine(projectType)],
    ['Received', `${received} (Pacific time)`],
  ];
  const text = [
    `New consultation request #${lead.id} from the ${envelope.company} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    quoted(lead.message),
    '',
    `Reply to this e-mail to answer ${name} directly.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<h2 style="margin:0 0 12px">New consultation request #${lead.id}</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h3 style="margin:16px 0 4px">Message</h3>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(lead.message.replace(UNSAFE_IN_TEXT, ' '))}</p>
<p style="color:#555;margin-top:16px">Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>
</body></html>`;
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: { name, address: oneLine(lead.email) },
    subject: oneLine(`New lead: ${name} (${projectType})`),
    text,
    html,
    headers: { 'X-Lead-Id': String(lead.id) },
    // The same on every attempt: a mail program can fold a rare duplicate (see notify-lead-task).
    messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${envelope.to.split('@')[1] ?? 'localhost'}>`,
  };
}
