import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AlertSettingsInput, SmtpSecurity } from '../../../common/schemas/alerts';
import { alertSettingsInput } from '../../../common/schemas/alerts';
import { settingDefault } from '../../../common/settings/registry';
import type { Env } from '../../env';
import { InvalidInput } from '../errors';
import { parseOfficeHours } from './alert-hours';
import type { SecretBox } from './alert-secrets';
import type { Sql } from './alert-sql';
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
export async function saveAlertSettings(
  sql: Sql,
  box: SecretBox,
  input: AlertSettingsInput,
  env: Pick<Env, 'SMTP_ALLOWED_HOSTS'>,
) {
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
  await sql(
    `insert into alert_settings
       (id, recipients, smtp_host, smtp_port, smtp_security, smtp_username, smtp_password_sealed, mail_from,
        reminder_minutes, acknowledge_visitors, updated_at)
     values (1, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?, ?, coalesce(?::boolean, true), now())
     on conflict (id) do update set
       recipients = excluded.recipients, smtp_host = excluded.smtp_host, smtp_port = excluded.smtp_port,
       smtp_security = excluded.smtp_security, smtp_username = excluded.smtp_username,
       smtp_password_sealed = case when ?::boolean then excluded.smtp_password_sealed
                                   else alert_settings.smtp_password_sealed end,
       mail_from = excluded.mail_from, reminder_minutes = excluded.reminder_minutes,
       acknowledge_visitors = case when ?::boolean is null then alert_settings.acknowledge_visitors
                                   else excluded.acknowledge_visitors end,
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
      settings.acknowledgeVisitors ?? null,
      password !== undefined,
      settings.acknowledgeVisitors ?? null,
    ],
  );
}

/** Where lead e-mails go and through which server: the panel's settings, each part falling back to the environment. */
export interface EmailRoute {
  source: 'panel' | 'environment';
  /** nodemailer's options, or SMTP_URL. */
  transport: SMTPTransport.Options | string;
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

/** Why the e-mail route cannot be used: said on the lead and by the test alert. */
export class EmailRouteProblem extends Error {
  override name = 'EmailRouteProblem';
}

/**
 * The route lead e-mails take now, or null when there is none (no recipient, or no mail server). The panel's
 * recipients and mail server win; LEAD_NOTIFY_TO and SMTP_URL fill in what the panel leaves empty.
 */
export function emailRouteOf(
  settings: AlertSettingsRow,
  env: Pick<Env, 'SMTP_URL' | 'LEAD_NOTIFY_TO' | 'MAIL_FROM' | 'SMTP_ALLOWED_HOSTS'>,
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
  if (!panelServer && !env.SMTP_URL) return null;
  const from = settings.mailFrom
    ? `"${company} website" <${settings.mailFrom}>`
    : (env.MAIL_FROM ?? `"${company} website" <${first}>`);
  const source = panelServer || settings.recipients.length ? 'panel' : 'environment';
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
