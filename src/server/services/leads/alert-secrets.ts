import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that this server's key cannot open (another server's key, or a changed secret). */
export class UnreadableSecret extends Error {
  override name = 'UnreadableSecret';
}

/**
 * AES-256-GCM for the few secrets the owner types into the panel (the SMTP password) or the server makes (the VAPID
 * private key): the database, its dumps and anyone reading the table see only ciphertext. Each value is bound to
 * its column (additional data), so a sealed password cannot be moved into another column and opened there.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, column: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(column));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string, column: string): string {
    const [version, data = ''] = sealed.split(':');
    const bytes = Buffer.from(data, 'base64url');
    if (version !== VERSION || bytes.length < IV_BYTES + TAG_BYTES) throw new UnreadableSecret('not sealed');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new UnreadableSecret('sealed with another key');
    }
  }

  /** A short signature of `text` for `purpose` (a booking's private link), base64url. */
  sign(text: string, purpose: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${text}`).digest('base64url').slice(0, 32);
  }

  /** Whether `signature` is `sign(text, purpose)`, compared in constant time. */
  verify(text: string, purpose: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text, purpose));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * The key: SETTINGS_KEY when the operator sets one (it can then be rotated apart from sessions), otherwise derived
 * from the session secret (HKDF, its own label), so a newcomer configures nothing. Either way it lives only in the
 * environment or DATA_DIR/secrets.json, never in the database it protects.
 */
export function secretBoxFor(settingsKey: string | undefined, sessionSecret: string): SecretBox {
  const material = settingsKey ?? sessionSecret;
  const label = settingsKey ? 'scb settings key' : 'scb alert settings from the session secret';
  return new SecretBox(Buffer.from(hkdfSync('sha256', material, 'summit-coast-builders', label, 32)));
}
