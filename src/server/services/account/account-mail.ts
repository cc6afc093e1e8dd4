import { BRAND } from '../../../common/constants';
import { formatSiteTime } from '../../../common/site-time';
import type { Env } from '../../env';
import type { SecretBox } from '../leads/alert-secrets';
import type { Sql } from '../leads/alert-sql';
import { extraPushHosts } from '../push/endpoints';
import { sendPush } from '../push/send';

/** What happened to the owner's account that he must hear of, even when it was not him. */
export type AccountEventKind =
  | 'new-device-sign-in'
  | 'factor-added'
  | 'factor-removed'
  | 'recovery-codes'
  | 'password-changed';

export interface AccountEvent {
  kind: AccountEventKind;
  username: string;
  /** What was added or removed ("passkey “iPhone”", "authenticator app"). */
  detail?: string;
  at: Date;
  /** "Chrome on macOS". */
  device: string;
  ip: string;
}

const HEADLINES: Record<AccountEventKind, (detail: string) => string> = {
  'new-device-sign-in': () => 'New sign-in to your admin panel',
  'factor-added': (detail) => `A second factor was added: ${detail}`,
  'factor-removed': (detail) => `A second factor was removed: ${detail}`,
  'recovery-codes': () => 'New recovery codes were made',
  'password-changed': () => 'Your admin password was changed',
};

/** The e-mail's subject and text: what, when (Los Angeles time), from which device and address, and what to do. */
export function accountEmail(event: AccountEvent) {
  const headline = HEADLINES[event.kind](event.detail ?? '');
  const when = formatSiteTime(event.at, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const text = [
    `${headline}.`,
    '',
    `Account: ${event.username}`,
    `When: ${when}`,
    `Device: ${event.device}`,
    `Address: ${event.ip}`,
    '',
    'If this was you, there is nothing to do.',
    'If it was not: open the admin panel, Account tab, end the devices you do not know, change your password and',
    'make new recovery codes. Locked out? Whoever runs the server can reset the account (docs/operations.md).',
  ].join('\n');
  return { subject: `${BRAND.name}: ${headline}`, text };
}

/** A channel that tells the owner of an account event; e-mail is the first, web push can join it here. */
export type AccountChannel = (event: AccountEvent) => Promise<void>;

/** E-mail through the site's mail server (SMTP_URL) to the owner's address (LEAD_NOTIFY_TO), when both are set. */
export function emailChannel(
  env: Pick<Env, 'SMTP_URL' | 'LEAD_NOTIFY_TO' | 'MAIL_FROM'>,
): AccountChannel | null {
  const { SMTP_URL: smtpUrl, LEAD_NOTIFY_TO: to } = env;
  if (!smtpUrl || !to) return null;
  return async (event) => {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(smtpUrl);
    try {
      await transport.sendMail({
        from: env.MAIL_FROM ?? `"${BRAND.name} website" <${to}>`,
        to,
        ...accountEmail(event),
        headers: { 'X-Account-Event': event.kind },
      });
    } finally {
      transport.close();
    }
  };
}

/**
 * Web push to every device the owner turned alerts on for (Contact Forms → Alerts): the headline, then the device,
 * address and time; a tap opens the Account tab, where he ends a device he does not know.
 */
export function pushChannel(
  sql: Sql,
  box: SecretBox,
  env: Pick<Env, 'PUSH_SERVICE_HOSTS' | 'LEAD_NOTIFY_TO'>,
): AccountChannel {
  return async (event) => {
    const outcome = await sendPush(
      sql,
      box,
      {
        title: HEADLINES[event.kind](event.detail ?? ''),
        body: `${event.device} · ${event.ip} · ${formatSiteTime(event.at, { dateStyle: 'medium', timeStyle: 'short' })}`,
        url: ACCOUNT_ADDRESS,
        tag: `account-${event.kind}`,
      },
      {
        subject: `mailto:${env.LEAD_NOTIFY_TO ?? 'owner@localhost'}`,
        extraHosts: extraPushHosts(env.PUSH_SERVICE_HOSTS),
      },
    );
    if (outcome.errors.length > 0) throw new Error(`account push: ${outcome.errors.join('; ')}`);
  };
}

/** Where an account alert leads: the panel's Account tab. */
const ACCOUNT_ADDRESS = '/admin/account';

/**
 * Tells the owner of an account event on every channel there is: e-mail, and push where the caller can send it.
 * Never throws: a mail server that is down must not undo a sign-in or a password change; the failure is handed
 * to `onFailure` for the log. Resolves once every channel has tried.
 */
export async function notifyOwnerOfAccountEvent(
  env: Pick<Env, 'SMTP_URL' | 'LEAD_NOTIFY_TO' | 'MAIL_FROM'>,
  event: AccountEvent,
  onFailure: (error: unknown) => void = () => {},
  otherChannels: readonly AccountChannel[] = [],
): Promise<void> {
  const channels = [emailChannel(env), ...otherChannels].filter(
    (channel): channel is AccountChannel => channel !== null,
  );
  await Promise.all(channels.map((send) => send(event).catch(onFailure)));
}
