import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraSystemPatches } from './scripts/vite-chakra-system.ts';
import { pureAnatomies } from './scripts/vite-pure-anatomies.ts';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), chakraSystemPatches(), pureAnatomies()],
  build: {
    outDir: isSsrBuild ? '../../dist/client/.ssr' : '../../dist/client',
    emptyOutDir: true,
    // Published with the client (it is public code anyway): error reports and audits map to the source.
    sourcemap: !isSsrBuild,
    // Which chunks the entry starts with, for the server to preload them (server/ssr/shell.ts).
    manifest: !isSsrBuild,
    // The server bundle needs no copy of the images and scripts the client build already has.
    copyPublicDir: !isSsrBuild,
    // The start-up's code in a few scripts (client/main.tsx evaluates them in three tasks): React in one chunk;
    // the modules the start-up shares with the pages grouped by which of them use them, groups under 2 kB merged
    // into a neighbour (a larger threshold merged groups the home page does not use into ones it loads: 25 kB
    // more to download). The pages and the admin panel stay chunks of their own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React, with Vite's and Rolldown's helpers that every chunk imports: left in the entry, they would
                // make every chunk import the entry, and Vite's preloading would then link the entry's stylesheet
                // (inlined by the server) a second time.
                {
                  name: 'react',
                  test: (id) =>
                    /node_modules[\\/](?:react|react-dom|scheduler)[\\/]|preload-helper|rolldown[:/]runtime/.test(
                      id,
                    ),
                  priority: 2,
                },
                {
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 2_000,
                  priority: 1,
                },
              ],
            },
            // A shared chunk is named after every chunk that uses it, a hundred characters and more.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
          },
        },
  },
  // The server bundle carries its dependencies, so a build folder anywhere (tests build into /tmp) runs
  // without a node_modules beside it. In dev, Vite loads them from node_modules as usual.
  ssr: command === 'build' ? { noExternal: true } : {},
  server: {
    port: 5173,
    // Only for a standalone `npx vite`; `npm run dev` serves everything from Express. Anchored patterns, so
    // the client's own modules (/trpc.ts) are not sent to the API.
    proxy: Object.fromEntries(
      ['api', 'trpc', 'objects', 'healthz'].map((path) => [
        `^/${path}(/|$)`,
        `http://127.0.0.1:${serverPort}`,
      ]),
    ),
  },
}));
