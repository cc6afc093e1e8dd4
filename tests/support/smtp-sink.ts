import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message sent as an automatic reply (RFC 3834): the visitors' acknowledgements. */
const isAutomaticReply = (email: Email) =>
  email.headers.some((header) => header.key === 'auto-submitted' && header.value === 'auto-replied');

/**
 * A real SMTP peer on a free (or given) loopback port that keeps every message it accepts, parsed: the visitors'
 * acknowledgements in `acknowledgements`, every other (the owner's alerts) in `messages`. `refuse` may turn a
 * message down (a 550, as a mail server refusing it), after it was read; `password`, when given, is the only one
 * its sign-in takes (535 for another).
 */
export async function startSmtpSink(
  port = 0,
  refuse: (email: Email) => boolean = () => false,
  /** The password it signs in with; any when left out. */
  password?: string,
) {
  const messages: Email[] = [];
  const acknowledgements: Email[] = [];
  /** Who signed in (AUTH PLAIN/LOGIN), with the password they gave: any is accepted. */
  const logins: Array<{ username: string; password: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    // Loopback, no TLS: the alert settings' user name and password are taken here as a real server would.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ username: String(auth.username), password: String(auth.password) });
      if (password !== undefined && auth.password !== password)
        return callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    // No reverse DNS lookup of each client: it made every e-mail of the load test wait on a resolver.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          if (refuse(email))
            return callback(Object.assign(new Error('Refused by the test'), { responseCode: 550 }));
          (isAutomaticReply(email) ? acknowledgements : messages).push(email);
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
    acknowledgements,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The X-Lead-Id header of a parsed message. */
export const leadIdOf = (email: Email) => email.headers.find((header) => header.key === 'x-lead-id')?.value;
