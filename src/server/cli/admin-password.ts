import { resolveDatabase } from '../db/connect';
import { openDatabase } from '../db/orm';
import { loadEnv } from '../env';
import { generatePassword, setAdminPassword } from '../services/admin-user';

/**
 * npm run admin:password [-- <username>]: sets a new password for the administrator (creating it if
 * missing) from ADMIN_PASSWORD or a generated one, and signs out every session it had.
 * Stop the site first when it uses the embedded database (it holds DATA_DIR).
 */
async function main() {
  const env = loadEnv();
  const username = process.argv[2]?.trim() || env.ADMIN_USERNAME;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const database = await resolveDatabase(env);
  const orm = await openDatabase(database.url);
  try {
    await setAdminPassword(orm.em.fork(), username, password);
    process.stdout.write(
      env.ADMIN_PASSWORD
        ? `Password of ${username} set from ADMIN_PASSWORD.\n`
        : `New password of ${username}: ${password}\n`,
    );
  } finally {
    await orm.close();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not set the password: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
