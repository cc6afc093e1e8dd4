import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';
import { SHELL_FILES } from '../client';

/**
 * The shells' names: the file server's neighbour (http/client.ts) moves them to the pages they frame, and every
 * build has them (the renderer reads them), so they are the file server's even before the folder is read.
 */
const SHELLS = [...SHELL_FILES.keys()].map((address) => address.slice(1));

/**
 * The built client's files and folders, as the file server (express.static in http/client.ts, `send`) finds them
 * from a request's path: so the page cache answers a dotted or escaped address no page has (`/wp-login.php`,
 * `/.env`, `/old%20page.html`) with the kept 404 page instead of leaving every one to a render, and still leaves
 * every address a file answers to Express. Read once, at the first such address: the build does not change under
 * a running server (another build is another start).
 */
export class ClientFiles {
  private names: { files: ReadonlySet<string>; folders: ReadonlySet<string> } | null = null;

  constructor(private readonly dir: string) {}

  /**
   * Whether Express may answer this path (as requested, still escaped) with something else than the 404 page: a
   * file of the build, after decoding and resolving `.` and `..` as the file server does; a folder, which it moves
   * to its address with a `/`; an escape nothing can decode, which Express refuses (400). Not a dotfile, a path
   * climbing out of the folder, a NUL byte, a file's name with a `/` after it, a folder's with one, or a name the
   * build lacks: the file server passes those on, and the page handler renders the 404 page.
   */
  mayAnswer(pathname: string): boolean {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return true;
    }
    const relative = path.posix.normalize(`./${decoded}`);
    const parts = relative.split('/');
    if (
      decoded.includes('\0') ||
      parts.includes('..') ||
      parts.some((part) => part.length > 1 && part[0] === '.')
    )
      return false;
    const { files, folders } = this.read();
    return files.has(relative) || (folders.has(relative.replace(/\/$/, '')) && !pathname.endsWith('/'));
  }

  private read() {
    if (!this.names) {
      const entries = entriesIn(this.dir);
      const namesOf = (folders: boolean) =>
        entries.filter((entry) => entry.isDirectory() === folders).map((entry) => nameIn(this.dir, entry));
      this.names = { files: new Set([...SHELLS, ...namesOf(false)]), folders: new Set(namesOf(true)) };
    }
    return this.names;
  }
}

/** An entry's path under the build's folder, with `/` between names. */
const nameIn = (dir: string, entry: Dirent) =>
  path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');

/** Every file and folder under `dir`; none when there is no folder. */
function entriesIn(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
}
