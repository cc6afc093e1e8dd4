import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The server compiled by esbuild into `dist/server`: `index.js` (what `npm start` and the image run), the
 * command-line tools in `cli/`, the migrations in `migrations/` (MikroORM finds them there when the server runs
 * compiled: src/server/paths.ts), the demo photos, and the code loaded only when first needed (backups, Cloud
 * Storage, image resizing) in `chunks/`. Packages stay in node_modules (`packages: 'external'`), so the runtime
 * needs production dependencies only. Source maps go beside every file; `node --enable-source-maps` reads them.
 */
export async function buildServer(root: string) {
  const outDir = path.join(root, 'dist', 'server');
  await rm(outDir, { recursive: true, force: true });
  const migrations = (await readdir(path.join(root, 'migrations'))).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
  );
  const cli = (await readdir(path.join(root, 'src/server/cli'))).filter(
    (file) => file.endsWith('.ts') && file !== 'open-site.ts',
  );
  const entryPoints: Record<string, string> = { index: path.join(root, 'src/server/index.ts') };
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
    packages: 'external',
    sourcemap: true,
    // Without comments and indentation: V8 keeps every module's source text in memory, as two bytes a character
    // when a comment holds one character past Latin-1 (docs/operations.md#memory). Names stay; the source maps
    // give stack traces their lines.
    minifyWhitespace: true,
    // Stack traces need only the positions; the sources' text would be kept in memory by --enable-source-maps.
    sourcesContent: false,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/demo/images'), path.join(outDir, 'demo-images'), {
    recursive: true,
  });
}
