import { parseArgs } from 'node:util';
import { resolveDatabase } from '../db/connect';
import { openDatabase } from '../db/orm';
import { loadEnv } from '../env';
import { AdminChoiceRefused, changeAdminPassword, generatePassword } from '../services/admin-user';

const USAGE =
  'Usage: npm run admin:password [-- <username>]   the only administrator, or the one named\n' +
  '       npm run admin:password -- --create <username>   a new administrator\n';

/** The command line, or null when it is not one this command takes. */
function parseCommandLine(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { create: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length > 1 || (values.create && positionals.length !== 1)) return null;
    return { username: positionals[0], create: values.create };
  } catch {
    return null;
  }
}

/** What was done; the password only when it was generated (the operator knows the one she gave). */
function report(username: string, created: boolean, generated: string | null) {
  if (created) {
    return generated
      ? `Administrator ${username} created. Password: ${generated}`
      : `Administrator ${username} created with the password from ADMIN_PASSWORD.`;
  }
  const set = generated
    ? `New password of ${username}: ${generated}`
    : `Password of ${username} set from ADMIN_PASSWORD.`;
  return `${set}\nEvery session of ${username} has ended.\nIts passkeys, authenticator app and recovery codes were removed: a new second factor is set up at the next sign-in.`;
}

/**
 * npm run admin:password [-- <username>] | [-- --create <username>]: sets a new password, from ADMIN_PASSWORD or
 * a generated one, for the only administrator, or the one named; creates an account only with --create. Every
 * session of that account ends. ADMIN_USERNAME plays no part: it names the account made at the first start only.
 * Stop the site first when it uses the embedded database (it holds DATA_DIR).
 */
async function main() {
  const target = parseCommandLine(process.argv.slice(2));
  if (!target) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const database = await resolveDatabase(env);
  try {
    const orm = await openDatabase(database.url);
    try {
      const { username, created } = await changeAdminPassword(orm.em.fork(), target, password);
      process.stdout.write(`${report(username, created, env.ADMIN_PASSWORD ? null : password)}\n`);
    } finally {
      await orm.close();
    }
  } finally {
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof AdminChoiceRefused
      ? error.message
      : `Could not set the password: ${error instanceof Error ? error.message : error}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
