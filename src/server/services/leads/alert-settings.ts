import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { BRAND } from '../../../common/constants';
import { ALERT_TEXTS } from '../../../common/messages';
import type { AlertSettingsInput, SmtpSecurity } from '../../../common/schemas/alerts';
import { alertSettingsInput } from '../../../common/schemas/alerts';
import { settingDefault } from '../../../common/settings/registry';
import type { Env } from '../../env';
import { InvalidInput } from '../errors';
import { parseOfficeHours } from './alert-hours';
import { verifyMailServer } from './alert-mail';
import type { SecretBox } from './alert-secrets';
import type { Sql } from './alert-sql';
import { type MailApi, POSTMARK_API_URL } from './mail-api';
import { EmailRouteProblem, fieldOfMailFailure, mailFailure } from './mail-failure';
import { allowedMailHosts, MailServerRefused, mailServerAddresses } from './mail-server-address';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

/** The settings row as both runners read it. */
export interface AlertSettingsRow {
  recipients: string[];
  smtpHost: string | null;
  smtpPort: number | null;
  smtpSecurity: SmtpSecurity;
  smtpUsername: string | null;
  smtpPasswordSealed: string | null;
  mailFrom: string | null;
  reminderMinutes: number;
  acknowledgeVisitors: boolean;
}

const EMPTY: AlertSettingsRow = {
  recipients: [],
  smtpHost: null,
  smtpPort: null,
  smtpSecurity: 'starttls',
  smtpUsername: null,
  smtpPasswordSealed: null,
  mailFrom: null,
  reminderMinutes: 0,
  acknowledgeVisitors: true,
};

export const PASSWORD_COLUMN = 'alert_settings.smtp_password_sealed';

export async function readAlertSettings(sql: Sql): Promise<AlertSettingsRow> {
  const rows = await sql<AlertSettingsRow>(
    `select recipients, smtp_host as "smtpHost", smtp_port as "smtpPort", smtp_security as "smtpSecurity",
            smtp_username as "smtpUsername", smtp_password_sealed as "smtpPasswordSealed",
            mail_from as "mailFrom", reminder_minutes as "reminderMinutes",
            acknowledge_visitors as "acknowledgeVisitors"
       from alert_settings where id = 1`,
  );
  return rows[0] ?? EMPTY;
}

/** The office hours the owner keeps in the business profile (or their default), read as intervals. */
export async function readOfficeHours(sql: Sql) {
  const [row] = await sql<{ value: string }>(
    `select value from site_settings where key = 'contact_office_hours'`,
  );
  return parseOfficeHours(row?.value ?? settingDefault('contact_office_hours'));
}

/**
 * The one write of the settings. The password is sealed before it reaches the database; left out, the stored one
 * stays (the panel never has it to send back); empty, it is removed. The VAPID keys in the same row are not touched.
 * A mail server inside the server's own network (by its address or what its name resolves to) is refused unless
 * SMTP_ALLOWED_HOSTS names it (services/leads/mail-server-address.ts); it is checked again at every connection.
 */
export async function saveAlertSettings(sql: Sql, box: SecretBox, input: AlertSettingsInput, env: RouteEnv) {
  const parsed = alertSettingsInput.safeParse(input);
  if (!parsed.success) throw InvalidInput.fromIssues(parsed.error.issues);
  const settings = parsed.data;
  if (settings.smtpHost && settings.smtpPort === null)
    throw InvalidInput.field('smtpPort', 'Port is required with a mail server');
  if (settings.smtpHost) {
    await mailServerAddresses(settings.smtpHost, allowedMailHosts(env.SMTP_ALLOWED_HOSTS)).catch((error) => {
      throw error instanceof MailServerRefused ? InvalidInput.field('smtpHost', error.message) : error;
    });
  }
  const recipients = [...new Set(settings.recipients.map((address) => address.toLowerCase()))];
  const password =
    settings.smtpPassword === undefined
      ? undefined
      : settings.smtpPassword === ''
        ? null
        : box.seal(settings.smtpPassword, PASSWORD_COLUMN);
  const stored = await readAlertSettings(sql);
  const acknowledgeVisitors = settings.acknowledgeVisitors ?? stored.acknowledgeVisitors;
  if (settings.smtpHost && mailServerChanged(stored, settings, password))
    await checkMailServer(
      {
        ...stored,
        ...settings,
        recipients: recipients.length ? recipients : stored.recipients,
        smtpPasswordSealed: password === undefined ? stored.smtpPasswordSealed : password,
        mailFrom: settings.mailFrom || null,
        acknowledgeVisitors,
      },
      env,
      box,
    );
  await sql(
    `insert into alert_settings
       (id, recipients, smtp_host, smtp_port, smtp_security, smtp_username, smtp_password_sealed, mail_from,
        reminder_minutes, acknowledge_visitors, updated_at)
     values (1, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (id) do update set
       recipients = excluded.recipients, smtp_host = excluded.smtp_host, smtp_port = excluded.smtp_port,
       smtp_security = excluded.smtp_security, smtp_username = excluded.smtp_username,
       smtp_password_sealed = case when ?::boolean then excluded.smtp_password_sealed
                                   else alert_settings.smtp_password_sealed end,
       mail_from = excluded.mail_from, reminder_minutes = excluded.reminder_minutes,
       acknowledge_visitors = excluded.acknowledge_visitors,
       updated_at = now()`,
    [
      JSON.stringify(recipients),
      settings.smtpHost || null,
      settings.smtpHost ? settings.smtpPort : null,
      settings.smtpSecurity,
      settings.smtpUsername || null,
      password ?? null,
      settings.mailFrom || null,
      settings.reminderMinutes,
      acknowledgeVisitors,
      password !== undefined,
    ],
  );
}

/** Whether a save changes how the mail server is reached: its address, security, user name or password. */
function mailServerChanged(
  stored: AlertSettingsRow,
  next: AlertSettingsInput,
  sealedPassword: string | null | undefined,
) {
  return (
    sealedPassword !== undefined ||
    stored.smtpHost !== next.smtpHost ||
    stored.smtpPort !== next.smtpPort ||
    stored.smtpSecurity !== next.smtpSecurity ||
    (stored.smtpUsername ?? '') !== (next.smtpUsername ?? '')
  );
}

/**
 * A mail server is saved only once a connection to it, signed in as the settings say, succeeded: otherwise the
 * owner's alerts would fail on the next lead instead of here, beside the field to fix. The refusal names the field
 * (the password for a refused sign-in, the security for a failed TLS, else the server) in the owner's words.
 */
async function checkMailServer(candidate: AlertSettingsRow, env: RouteEnv, box: SecretBox) {
  // Whom it would be sent to does not matter for the connection: a placeholder when no address is set yet.
  const withSomeone = {
    ...candidate,
    recipients: candidate.recipients.length ? candidate.recipients : ['check@localhost'],
  };
  try {
    const route = emailRouteOf(withSomeone, env, box, BRAND.name);
    if (route) await verifyMailServer(route);
  } catch (error) {
    throw InvalidInput.field(
      fieldOfMailFailure(error),
      ALERT_TEXTS.notSavedMailServer(mailFailure(error, `${candidate.smtpHost}:${candidate.smtpPort}`)),
    );
  }
}

type RouteEnv = Pick<
  Env,
  | 'SMTP_URL'
  | 'LEAD_NOTIFY_TO'
  | 'MAIL_FROM'
  | 'SMTP_ALLOWED_HOSTS'
  | 'POSTMARK_SERVER_TOKEN'
  | 'POSTMARK_API_URL'
>;

/** Where lead e-mails go and through which server: the panel's settings, each part falling back to the environment. */
export interface EmailRoute {
  source: 'panel' | 'environment';
  /** nodemailer's options, SMTP_URL, or the transactional e-mail API (mail-api.ts). */
  transport: SMTPTransport.Options | string | MailApi;
  /** "host:port" for messages to the owner; never the password. */
  server: string;
  /**
   * The panel's mail server: its name is resolved and checked before each connection, which goes to the address
   * checked (alert-mail.ts). SMTP_URL is the operator's own setting and is taken as it is.
   */
  checked?: { host: string; allowed: string[] };
  from: string;
  to: string[];
  /** Changes whenever anything above does: the pooled transport is rebuilt then. */
  fingerprint: string;
}

/**
 * The route lead e-mails take now, or null when there is none (no recipient, or no way to send). The panel's
 * recipients and mail server win; LEAD_NOTIFY_TO fills in the recipients the panel leaves empty, SMTP_URL the
 * mail server, and without either POSTMARK_SERVER_TOKEN sends through Postmark's API.
 */
export function emailRouteOf(
  settings: AlertSettingsRow,
  env: RouteEnv,
  box: SecretBox,
  company: string,
): EmailRoute | null {
  const to = settings.recipients.length
    ? settings.recipients
    : env.LEAD_NOTIFY_TO
      ? [env.LEAD_NOTIFY_TO]
      : [];
  if (to.length === 0) return null;
  const first = to[0] as string;
  const panelServer = !!settings.smtpHost;
  if (!panelServer && !env.SMTP_URL && !env.POSTMARK_SERVER_TOKEN) return null;
  const from = settings.mailFrom
    ? `"${company} website" <${settings.mailFrom}>`
    : (env.MAIL_FROM ?? `"${company} website" <${first}>`);
  const source = panelServer || settings.recipients.length ? 'panel' : 'environment';
  if (!panelServer && !env.SMTP_URL) {
    const api: MailApi = {
      kind: 'postmark',
      token: env.POSTMARK_SERVER_TOKEN as string,
      url: env.POSTMARK_API_URL ?? POSTMARK_API_URL,
    };
    return {
      source,
      transport: api,
      server: 'Postmark',
      from,
      to,
      fingerprint: JSON.stringify(['api', api.url, api.token.length, from, to]),
    };
  }
  if (!panelServer) {
    const url = new URL(env.SMTP_URL as string);
    return {
      source,
      transport: env.SMTP_URL as string,
      server: `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      from,
      to,
      fingerprint: JSON.stringify(['env', env.SMTP_URL, from, to]),
    };
  }
  let pass: string | undefined;
  if (settings.smtpPasswordSealed) {
    try {
      pass = box.open(settings.smtpPasswordSealed, PASSWORD_COLUMN);
    } catch {
      throw new EmailRouteProblem(
        "the mail server's saved password cannot be read with this server's key (SETTINGS_KEY or the session secret changed): enter it again",
      );
    }
  }
  const security = settings.smtpSecurity;
  const transport: SMTPTransport.Options = {
    host: settings.smtpHost as string,
    port: settings.smtpPort ?? 587,
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(settings.smtpUsername ? { auth: { user: settings.smtpUsername, pass: pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
  return {
    source,
    transport,
    server: `${transport.host}:${transport.port}`,
    checked: { host: settings.smtpHost as string, allowed: allowedMailHosts(env.SMTP_ALLOWED_HOSTS) },
    from,
    to,
    fingerprint: JSON.stringify([
      settings.smtpHost,
      settings.smtpPort,
      security,
      settings.smtpUsername,
      settings.smtpPasswordSealed,
      from,
      to,
    ]),
  };
}

/** Whether a sealed password opens with this server's key ("unreadable" after a key change). */
export function passwordState(settings: AlertSettingsRow, box: SecretBox): 'set' | 'not-set' | 'unreadable' {
  if (!settings.smtpPasswordSealed) return 'not-set';
  try {
    box.open(settings.smtpPasswordSealed, PASSWORD_COLUMN);
    return 'set';
  } catch {
    return 'unreadable';
  }
}
