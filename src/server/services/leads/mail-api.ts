import type { SendMailOptions } from 'nodemailer';

/**
 * E-mail through Postmark's HTTPS API instead of a mail server, chosen by the operator's POSTMARK_SERVER_TOKEN: a
 * transactional provider the owner never configures, with nothing but an HTTPS request per message (no SMTP
 * ports, no app passwords). POSTMARK_API_URL points it elsewhere (the tests' stand-in).
 */
export interface MailApi {
  kind: 'postmark';
  token: string;
  url: string;
}

export const POSTMARK_API_URL = 'https://api.postmarkapp.com';

export const isMailApi = (transport: unknown): transport is MailApi =>
  typeof transport === 'object' && transport !== null && (transport as MailApi).kind === 'postmark';
/** Postmark answers within a second or two; a send that takes longer is retried by its job. */
const API_TIMEOUT_MS = 15_000;

/** The API refused a message (a 401 for the token, a 422 for the message, such as an unconfirmed sender). */
export class MailApiRefused extends Error {
  override name = 'MailApiRefused';
}

type Address = SendMailOptions['to'];

/** nodemailer's address forms (text, {name, address}, lists of either) as the header text Postmark takes. */
function addressText(value: Address): string {
  if (!value) return '';
  if (Array.isArray(value)) return value.map(addressText).filter(Boolean).join(', ');
  if (typeof value === 'string') return value;
  const name = (value.name ?? '').replace(/["\\]/g, '');
  const address = value.address ?? '';
  return name ? `"${name}" <${address}>` : address;
}

const contentOf = (content: unknown): string =>
  Buffer.isBuffer(content)
    ? content.toString('base64')
    : Buffer.from(String(content ?? '')).toString('base64');

/** The JSON body of Postmark's `POST /email` for one of our messages. */
export function postmarkBody(message: SendMailOptions) {
  const headers = Object.entries((message.headers ?? {}) as Record<string, string>).map(([Name, Value]) => ({
    Name,
    Value: String(Value),
  }));
  if (message.messageId) headers.push({ Name: 'Message-ID', Value: message.messageId });
  return {
    From: addressText(message.from),
    To: addressText(message.to),
    ...(message.replyTo ? { ReplyTo: addressText(message.replyTo) } : {}),
    Subject: String(message.subject ?? ''),
    TextBody: String(message.text ?? ''),
    ...(message.html ? { HtmlBody: String(message.html) } : {}),
    Headers: headers,
    Attachments: (message.attachments ?? []).map((attachment) => ({
      Name: attachment.filename || 'attachment',
      Content: contentOf(attachment.content),
      ContentType: attachment.contentType ?? 'application/octet-stream',
    })),
    MessageStream: 'outbound',
  };
}

/** Sends one message; answers as nodemailer does (accepted, rejected), so callers read either the same way. */
export async function sendThroughApi(api: MailApi, message: SendMailOptions) {
  let response: Response;
  try {
    response = await fetch(`${api.url}/email`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-postmark-server-token': api.token,
      },
      body: JSON.stringify(postmarkBody(message)),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw Object.assign(new Error(`Postmark could not be reached: ${(error as Error).message}`), {
      code: 'ECONNECTION',
    });
  }
  const answer = (await response.json().catch(() => ({}))) as { ErrorCode?: number; Message?: string };
  if (!response.ok || (answer.ErrorCode ?? 0) !== 0)
    throw new MailApiRefused(
      `Postmark answered ${response.status}${answer.Message ? `: ${answer.Message}` : ''}`,
    );
  return { accepted: [addressText(message.to)], rejected: [] as string[] };
}
