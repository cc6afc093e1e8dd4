import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  sessionSecret: string;
  postgresPassword: string;
}

/**
 * Secrets generated on first start and kept in DATA_DIR/secrets.json (mode 0600), so a newcomer needs no
 * configuration and restarts keep sessions and the embedded database's password.
 */
export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  } catch {
    const secrets = {
      sessionSecret: randomBytes(32).toString('base64url'),
      postgresPassword: randomBytes(18).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
