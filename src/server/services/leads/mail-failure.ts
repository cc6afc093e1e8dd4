import { ALERT_TEXTS } from '../../../common/messages';
import { MailApiRefused } from './mail-api';
import { MailServerRefused } from './mail-server-address';

/** Why the e-mail route cannot be used: said on the lead and by the test alert. */
export class EmailRouteProblem extends Error {
  override name = 'EmailRouteProblem';
}

/**
 * Why an e-mail (the test alert) or a connection to the mail server (a save) failed, in the owner's words. Never the
 * mail server's own text (its banner, its reply, an error quoting them): that is the server's to say, and showing it
 * would make the panel a way to read whatever answers on an address. Our own refusals, and the operator's e-mail
 * API's (its words say what to fix: a token, an unconfirmed sender), are said as they are.
 */
export function mailFailure(error: unknown, server: string): string {
  if (
    error instanceof EmailRouteProblem ||
    error instanceof MailServerRefused ||
    error instanceof MailApiRefused
  )
    return error.message;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'EAUTH':
      return ALERT_TEXTS.mailSignInRefused(server);
    case 'ETLS':
    case 'EREQUIRETLS':
      return ALERT_TEXTS.mailTlsFailed(server);
    case 'EENVELOPE':
      return ALERT_TEXTS.mailAddressesRefused(server);
    case 'EMESSAGE':
    case 'EPROTOCOL':
      return ALERT_TEXTS.mailRefused(server);
    default:
      return ALERT_TEXTS.mailUnreachable(server);
  }
}

/** The alert settings' field a failure of the mail server is about: its password, its security, or itself. */
export function fieldOfMailFailure(error: unknown): 'smtpPassword' | 'smtpSecurity' | 'smtpHost' {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'EAUTH':
      return 'smtpPassword';
    case 'ETLS':
    case 'EREQUIRETLS':
      return 'smtpSecurity';
    default:
      return error instanceof EmailRouteProblem ? 'smtpPassword' : 'smtpHost';
  }
}
