import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HOST, DEFAULT_PORT } from './env-defaults';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().trim().min(1).default(DEFAULT_HOST),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL such as https://example.com' }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  /** `off`: the embedded PostgreSQL never waits for the disk; for throwaway test sites only (no effect with DATABASE_URL). */
  EMBEDDED_POSTGRES_FSYNC: z.enum(['on', 'off']).default('on'),
  /** The built client to serve; tests and parallel builds point it elsewhere. */
  CLIENT_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z.url({ message: 'DATABASE_URL must look like postgres://user:pass@host:5432/db' }).optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  ),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' }).optional(),
  ),
  STORAGE_DRIVER: z.enum(['local', 'gcs']).default('local'),
  GCS_BUCKET: optionalText,
  GCS_API_ENDPOINT: optionalText,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: optionalText,
  /** New-lead e-mail: smtp(s)://user:pass@host:port. Without it (or LEAD_NOTIFY_TO) leads are only stored. */
  SMTP_URL: optionalText.pipe(
    z.url({ message: 'SMTP_URL must look like smtp://user:password@smtp.example.com:587' }).optional(),
  ),
  LEAD_NOTIFY_TO: optionalText.pipe(
    z.email({ message: 'LEAD_NOTIFY_TO must be the e-mail address that receives new leads' }).optional(),
  ),
  MAIL_FROM: optionalText,
  /**
   * Lead e-mails through Postmark's HTTPS API (services/leads/mail-api.ts) when neither the panel nor SMTP_URL names
   * a mail server: its server API token. MAIL_FROM must then be one of the account's confirmed senders.
   */
  POSTMARK_SERVER_TOKEN: optionalText,
  /** Where Postmark's API is (the tests' stand-in); https://api.postmarkapp.com unless set. */
  POSTMARK_API_URL: optionalText.pipe(
    z.url({ message: 'POSTMARK_API_URL must be an http(s) address' }).optional(),
  ),
  /** Seals the alert settings' secrets (SMTP password, VAPID key); without it a key is derived from the session secret. */
  SETTINGS_KEY: optionalText.pipe(
    z.string().min(32, { message: 'SETTINGS_KEY must be at least 32 characters' }).optional(),
  ),
  /** Hosts (host or host:port) push subscriptions may point at besides the browsers' push services (a test's stand-in). */
  PUSH_SERVICE_HOSTS: optionalText,
  /**
   * Mail servers (host names or addresses, comma-separated) the panel's alert settings may name although they are
   * inside this server's network (loopback, link-local, private): a test's stand-in, an intranet relay.
   */
  SMTP_ALLOWED_HOSTS: optionalText,
  /** Turns on "Draft in Spanish" in the panel's translation tab: a machine draft from DeepL, reviewed before it shows. */
  DEEPL_API_KEY: optionalText,
  /** DeepL's translate endpoint; by default the free or paid API, as the key says (a test points it at a stand-in). */
  DEEPL_API_URL: optionalText.pipe(
    z
      .url({ message: 'DEEPL_API_URL must be an http(s) URL such as https://api.deepl.com/v2/translate' })
      .optional(),
  ),
  /** Contact requests one IP address may send per CONTACT_WINDOW_MINUTES; the next gets a 429. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** A form sent faster than this after it was shown is stored as spam (people need longer to type). */
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
  /** `npm run dev`: serve the client through Vite's dev server (hot reload) instead of the build. */
  VITE_DEV_SERVER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The daily backup's time of day, HH:MM in UTC. */
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'BACKUP_TIME must be a time of day in UTC such as 03:30' })
    .default('03:00'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** Where archives go instead of DATA_DIR/backups: another folder (another disk)... */
  BACKUP_DIR: optionalText,
  /** ...or a Cloud Storage bucket (under backups/). */
  BACKUP_BUCKET: optionalText,
  /**
   * `true`: no admin call answers a session until a second factor (passkey, authenticator code) is verified, and
   * an owner without one enrols one at his next sign-in. Always on when NODE_ENV=production; elsewhere off unless
   * set, so local tries and tests that sign in with a password alone keep working.
   */
  REQUIRE_SECOND_FACTOR: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The memory caches' byte budgets, in MB (docs/operations.md, "Memory"): cached public API answers, rendered
   * public pages (three encodings each), resized photos. Their sum is the most the caches hold.
   */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
  IMAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicUrl: string;
  /** Express's `trust proxy` value: a hop count must be a number there (the text "1" would name an address). */
  trustProxy: boolean | number | string | undefined;
  /** Whether a password alone never signs in (REQUIRE_SECOND_FACTOR, always in production). */
  secondFactorRequired: boolean;
};

function trustProxyOf(value: string | undefined): Env['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value && /^\d+$/.test(value) ? Number(value) : value;
}

/** Parses the environment once; throws a readable one-line-per-problem error when it is invalid. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.EMBEDDED_POSTGRES_FSYNC === 'off' && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: EMBEDDED_POSTGRES_FSYNC=off is for test sites; a production database must reach the disk',
    );
  }
  if (env.STORAGE_DRIVER === 'gcs' && !env.GCS_BUCKET) {
    throw new ConfigError('Invalid configuration: GCS_BUCKET is required when STORAGE_DRIVER=gcs');
  }
  if (env.BACKUP_DIR && env.BACKUP_BUCKET) {
    throw new ConfigError('Invalid configuration: set BACKUP_DIR or BACKUP_BUCKET, not both');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    secondFactorRequired: env.NODE_ENV === 'production' || env.REQUIRE_SECOND_FACTOR === true,
  };
}

/** What runs but is probably not meant: said once in the log at start-up. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    warnings.push(
      `PUBLIC_URL is not set: canonical links, Open Graph tags and the sitemap point at ${env.publicUrl}, and behind an HTTPS proxy the API refuses the browsers' own requests as coming from another site`,
    );
  if (env.NODE_ENV === 'production' && env.REQUIRE_SECOND_FACTOR === false)
    warnings.push(
      'REQUIRE_SECOND_FACTOR=false is ignored in production: a second factor is always required there',
    );
  if (env.TRUST_PROXY === 'true')
    warnings.push(
      'TRUST_PROXY=true takes the first X-Forwarded-For address, which any client can write itself: sign-in and contact throttling then count whatever address a client claims. Set the number of proxies in front of the app instead (TRUST_PROXY=1 behind Cloud Run or one load balancer)',
    );
  return warnings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
