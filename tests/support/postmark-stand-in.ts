import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as Postmark's `POST /email` takes it (services/leads/mail-api.ts). */
export interface PostmarkMessage {
  From: string;
  To: string;
  ReplyTo?: string;
  Subject: string;
  TextBody: string;
  HtmlBody?: string;
  Headers: Array<{ Name: string; Value: string }>;
  Attachments: Array<{ Name: string; Content: string; ContentType: string }>;
  MessageStream: string;
}

/**
 * A local stand-in of Postmark's e-mail API: `POST /email` with the server token in `X-Postmark-Server-Token`,
 * answered as Postmark documents it (200 with ErrorCode 0; 401 with ErrorCode 10 for another token; 422 with
 * ErrorCode 400 when `refuseSender` says the From address is not a confirmed sender).
 */
export async function startPostmarkStandIn(token: string) {
  const messages: PostmarkMessage[] = [];
  let refuseSender: ((from: string) => boolean) | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/email') return answer(404, { ErrorCode: 404 });
      if (request.headers['x-postmark-server-token'] !== token)
        return answer(401, {
          ErrorCode: 10,
          Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.',
        });
      const message = JSON.parse(Buffer.concat(chunks).toString()) as PostmarkMessage;
      if (refuseSender?.(message.From))
        return answer(422, {
          ErrorCode: 400,
          Message: `The 'From' address you supplied (${message.From}) is not a Sender Signature on your account.`,
        });
      messages.push(message);
      answer(200, {
        To: message.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: crypto.randomUUID(),
        ErrorCode: 0,
        Message: 'OK',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    refuseSenders(rule: ((from: string) => boolean) | null) {
      refuseSender = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a message the stand-in took. */
export const headerOf = (message: PostmarkMessage, name: string) =>
  message.Headers.find((header) => header.Name.toLowerCase() === name.toLowerCase())?.Value;
