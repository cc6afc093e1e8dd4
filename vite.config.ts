import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraSystemPatches } from './scripts/vite-chakra-system';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), chakraSystemPatches()],
  build: {
    outDir: isSsrBuild ? '../../dist/client/.ssr' : '../../dist/client',
    emptyOutDir: true,
    // Published with the client (it is public code anyway): error reports and audits map to the source.
    sourcemap: !isSsrBuild,
    // The server bundle needs no copy of the images and scripts the client build already has.
    copyPublicDir: !isSsrBuild,
    // Everything the entry imports statically in the entry itself: one script for the start-up instead of
    // fifteen small shared chunks, each a request, a compile and a task of a phone's main thread (about 50 ms
    // of Lighthouse's Total Blocking Time). The pages and the admin panel stay chunks of their own.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
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
