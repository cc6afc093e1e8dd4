import { bootstrapDatabase } from '../db/bootstrap';
import { resolveDatabaseForTool } from '../db/connect';
import { openDatabase } from '../db/orm';
import { loadLocalSecrets } from '../db/secrets';
import { loadEnv } from '../env';
import { backupsFor } from '../services/backup/create';
import { createLogger } from '../services/logging';
import { createStorage } from '../services/storage/create';

/**
 * Opens the site as `npm start` would, for a command-line tool: the same configuration, the embedded database
 * under DATA_DIR (the running site's, when it is up) or DATABASE_URL, migrations and, on an empty database, the
 * administrator, all under the start-up lock; the same image storage and backup store.
 */
export async function openSiteForTool(options: { seedDemoContent: boolean }) {
  const env = loadEnv();
  // Only warnings and errors: the tool's own lines are its output.
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const sessionSecret = env.SESSION_SECRET ?? (await loadLocalSecrets(env.dataDir)).sessionSecret;
  const database = await resolveDatabaseForTool(env);
  const storage = await createStorage(env, sessionSecret);
  const siteEnv = { ...env, SEED_DEMO_CONTENT: env.SEED_DEMO_CONTENT && options.seedDemoContent };
  try {
    const orm = await openDatabase(database.url, (opened) =>
      bootstrapDatabase(opened, siteEnv, storage, logger),
    );
    const backups = await backupsFor(env, {
      databaseUrl: database.url,
      metadata: orm.getMetadata(),
      storage,
      logger,
    });
    return {
      env,
      orm,
      storage,
      backups,
      databaseUrl: database.url,
      logger,
      close: async () => {
        await orm.close();
        await database.embedded?.stop();
      },
    };
  } catch (error) {
    await database.embedded?.stop().catch(() => undefined);
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function describeCounts(tables: Array<{ name: string; rows: number }>, images: number): string {
  return [...tables.map(({ name, rows }) => `${name} ${rows}`), `images ${images}`].join(', ');
}
