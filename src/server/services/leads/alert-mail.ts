import type { SendMailOptions, Transporter } from 'nodemailer';
import type { EmailRoute } from './alert-settings';

/** nodemailer loads at the first alert, not with the server: about 4 MB of memory no page uses. */
const loadNodemailer = async () => (await import('nodemailer')).default;
type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;

/**
 * The pooled SMTP transport of the current e-mail route: a burst of leads reuses its connections. Rebuilt when the
 * route changes (the owner saved new settings) and after any failure, so the first retry after a mail-server
 * outage starts from a fresh connection instead of a pool still winding down from the failed ones.
 */
export class AlertMailer {
  private transport: Transporter | null = null;
  private fingerprint = '';

  private transportFor(route: EmailRoute, nodemailer: Nodemailer): Transporter {
    if (!this.transport || this.fingerprint !== route.fingerprint) {
      this.transport?.close();
      this.transport = pooledTransport(route, nodemailer);
      this.fingerprint = route.fingerprint;
    }
    return this.transport;
  }

  async send(route: EmailRoute, message: SendMailOptions) {
    // Loaded before the transport is chosen: from there to sendMail nothing waits, so two sends share one pool.
    const transport = this.transportFor(route, await loadNodemailer());
    try {
      return await transport.sendMail(message);
    } catch (error) {
      transport.close();
      if (this.transport === transport) this.transport = null;
      throw error;
    }
  }

  close() {
    this.transport?.close();
    this.transport = null;
  }
}

function pooledTransport(route: EmailRoute, nodemailer: Nodemailer): Transporter {
  if (typeof route.transport === 'string') {
    const url = new URL(route.transport);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return nodemailer.createTransport(url.toString());
  }
  return nodemailer.createTransport({ ...route.transport, pool: true });
}

/** A transport of its own for one message (the test alert): its failure is that message's alone. */
export async function sendOnce(route: EmailRoute, message: SendMailOptions) {
  const nodemailer = await loadNodemailer();
  const transport =
    typeof route.transport === 'string'
      ? nodemailer.createTransport(route.transport)
      : nodemailer.createTransport(route.transport);
  try {
    return await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
