import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/**
 * True in the compiled server (`dist/server/*.js`, built by scripts/build.ts), false when the source runs through
 * tsx (`npm run dev`, the tests). The two keep their migrations and demo photos in different places.
 */
export const runsCompiled = !here.endsWith('.ts');

/**
 * The folder holding package.json: found by walking up, because this module lands at a different depth in the
 * source (src/server) and in the bundle (dist/server, or one of its chunks).
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../..');
  }
}

export const projectRoot = findProjectRoot(path.dirname(here));

/** The compiled server's folder: `npm run build` writes the bundle, its migrations and demo photos there. */
export const serverBuildDir = path.join(projectRoot, 'dist', 'server');

/** The MikroORM migrations: the committed .ts files, or their compiled copies beside the compiled server. */
export const migrationsDir = runsCompiled
  ? path.join(serverBuildDir, 'migrations')
  : path.join(projectRoot, 'migrations');

/** The photos of the demo content, copied beside the compiled server by the build. */
export const demoImagesDir = runsCompiled
  ? path.join(serverBuildDir, 'demo-images')
  : path.join(projectRoot, 'src', 'server', 'db', 'demo', 'images');

/** The built client (`npm run build`), unless CLIENT_DIR names another. */
export const defaultClientDir = path.join(projectRoot, 'dist', 'client');

/** Vite's public folder (vite.config.ts: root src/client, publicDir public), served as-is in dev. */
export const sourcePublicDir = path.join(projectRoot, 'src', 'client', 'public');
