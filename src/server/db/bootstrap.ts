import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { User } from '../entities';
import type { Env } from '../env';
import { generatePassword, setAdminPassword } from '../services/admin-user';
import type { Storage } from '../services/storage/storage';
import { seedDemoContent } from './seed';

/**
 * First start on an empty database: create the administrator (printing a generated password once when
 * ADMIN_PASSWORD is not set) and seed the demo content. Later starts change nothing. Called by openDatabase
 * under the start-up lock: the check for an administrator and the creation cannot interleave between instances.
 */
export async function bootstrapDatabase(orm: MikroORM, env: Env, storage: Storage, logger: Logger) {
  if ((await orm.em.fork().count(User)) > 0) return;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  // One transaction: a start that fails half-way leaves no administrator, so the next start seeds again.
  await orm.em.fork().transactional(async (em) => {
    await setAdminPassword(em, env.ADMIN_USERNAME, password);
    if (env.SEED_DEMO_CONTENT) await seedDemoContent(em, storage);
  });
  if (env.ADMIN_PASSWORD) {
    logger.info({ username: env.ADMIN_USERNAME }, 'administrator created with ADMIN_PASSWORD');
  } else {
    process.stdout.write(
      `\n  Administrator created. Sign in at ${env.publicUrl}/login with\n` +
        `    username: ${env.ADMIN_USERNAME}\n    password: ${password}\n` +
        '  This password is shown only once; change it with `npm run admin:password`.\n\n',
    );
  }
  if (env.SEED_DEMO_CONTENT) logger.info('demo content seeded');
}
