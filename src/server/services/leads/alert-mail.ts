import { isIP } from 'node:net';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailRoute } from './alert-settings';
import { isMailApi, sendThroughApi } from './mail-api';
import { mailServerAddresses } from './mail-server-address';

/** nodemailer loads at the first alert, not with the server: about 4 MB of memory no page uses. */
const loadNodemailer = async () => (await import('nodemailer')).default;
type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;

/**
 * The pooled SMTP transport of the current e-mail route: a burst of leads reuses its connections. Rebuilt when the
 * route changes (the owner saved new settings) and after any failure, so the first retry after a mail-server
 * outage starts from a fresh connection instead of a pool still winding down from the failed ones.
 */
export class AlertMailer {
  /** A promise: the first send of a route starts it, and every send until it settles shares the one pool. */
  private transport: Promise<Transporter> | null = null;
  private fingerprint = '';

  private transportFor(route: EmailRoute, nodemailer: Nodemailer): Promise<Transporter> {
    if (!this.transport || this.fingerprint !== route.fingerprint) {
      this.transport?.then((old) => old.close()).catch(() => undefined);
      this.transport = pooledTransport(route, nodemailer);
      this.fingerprint = route.fingerprint;
    }
    return this.transport;
  }

  async send(route: EmailRoute, message: SendMailOptions) {
    if (isMailApi(route.transport)) return sendThroughApi(route.transport, message);
    // Loaded before the transport is chosen: from there on nothing waits, so two sends share one pool.
    const pending = this.transportFor(route, await loadNodemailer());
    let transport: Transporter | undefined;
    try {
      transport = await pending;
      return await transport.sendMail(message);
    } catch (error) {
      transport?.close();
      if (this.transport === pending) this.transport = null;
      throw error;
    }
  }

  close() {
    this.transport?.then((transport) => transport.close()).catch(() => undefined);
    this.transport = null;
  }
}

/**
 * The transport's options with the panel's mail server checked (mail-server-address.ts) and pinned to the address
 * checked: the connection cannot go where a second lookup of the name would lead. The name stays the TLS server
 * name, so the certificate is still checked against it.
 */
async function checkedOptions(route: EmailRoute): Promise<SMTPTransport.Options | string> {
  if (isMailApi(route.transport)) throw new Error('an e-mail API route has no SMTP transport');
  if (typeof route.transport === 'string' || !route.checked) return route.transport;
  const { host, allowed } = route.checked;
  const [address] = await mailServerAddresses(host, allowed);
  return { ...route.transport, host: address, ...(isIP(host) ? {} : { servername: host }) };
}

async function pooledTransport(route: EmailRoute, nodemailer: Nodemailer): Promise<Transporter> {
  const options = await checkedOptions(route);
  if (typeof options === 'string') {
    const url = new URL(options);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return nodemailer.createTransport(url.toString());
  }
  return nodemailer.createTransport({ ...options, pool: true });
}

/** A transport of its own for one message (the test alert): its failure is that message's alone. */
export async function sendOnce(route: EmailRoute, message: SendMailOptions) {
  if (isMailApi(route.transport)) return sendThroughApi(route.transport, message);
  const nodemailer = await loadNodemailer();
  const options = await checkedOptions(route);
  const transport =
    typeof options === 'string' ? nodemailer.createTransport(options) : nodemailer.createTransport(options);
  try {
    return await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

/**
 * Connects to the route's mail server and signs in, as a send would, without sending: the check a save of the
 * panel's mail server passes first (alert-settings.ts), so settings that cannot deliver are never saved.
 */
export async function verifyMailServer(route: EmailRoute): Promise<void> {
  const nodemailer = await loadNodemailer();
  const options = await checkedOptions(route);
  const transport = nodemailer.createTransport(
    typeof options === 'string'
      ? options
      : { ...options, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 },
  );
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}
