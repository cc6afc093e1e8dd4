import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP peer on a free (or given) loopback port that keeps every message it accepts, parsed. */
export async function startSmtpSink(port = 0) {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No reverse DNS lookup of each client: it made every e-mail of the load test wait on a resolver.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          messages.push(email);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const boundPort = (server.server.address() as AddressInfo).port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The X-Lead-Id header of a parsed message. */
export const leadIdOf = (email: Email) => email.headers.find((header) => header.key === 'x-lead-id')?.value;
