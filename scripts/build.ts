/**
 * `npm run build [-- <outDir>]`: the client (dist/client by default) with brotli and gzip copies of its scripts
 * and stylesheets, and, inside it in `.ssr/`, the server bundle that renders the public pages. Built together,
 * so the server always renders what the client hydrates. Then the server itself, compiled into dist/server
 * (scripts/build-server.ts); `-- <outDir>` builds only the client there (tests and parallel builds).
 */
import path from 'node:path';
import { build } from 'vite';
import { buildServer } from './build-server';
import { precompress } from './precompress';

const clientOnly = process.argv[2] !== undefined;
const outDir = path.resolve(process.argv[2] ?? 'dist/client');

await build({ build: { outDir, emptyOutDir: true } });
await precompress(path.join(outDir, 'assets'));
await build({ build: { ssr: 'entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true } });
if (!clientOnly) await buildServer(process.cwd());
