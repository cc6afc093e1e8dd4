import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { EmailRoute } from './alert-settings';

/**
 * The pooled SMTP transport of the current e-mail route: a burst of leads reuses its connections. Rebuilt when the
 * route changes (the owner saved new settings) and after any failure, so the first retry after a mail-server
 * outage starts from a fresh connection instead of a pool still winding down from the failed ones.
 */
export class AlertMailer {
  private transport: Transporter | null = null;
  private fingerprint = '';

  private transportFor(route: EmailRoute): Transporter {
    if (!this.transport || this.fingerprint !== route.fingerprint) {
      this.transport?.close();
      this.transport = pooledTransport(route);
      this.fingerprint = route.fingerprint;
    }
    return this.transport;
  }

  async send(route: EmailRoute, message: SendMailOptions) {
    const transport = this.transportFor(route);
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

function pooledTransport(route: EmailRoute): Transporter {
  if (typeof route.transport === 'string') {
    const url = new URL(route.transport);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return nodemailer.createTransport(url.toString());
  }
  return nodemailer.createTransport({ ...route.transport, pool: true });
}

/** A transport of its own for one message (the test alert): its failure is that message's alone. */
export async function sendOnce(route: EmailRoute, message: SendMailOptions) {
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
