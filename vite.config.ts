import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);

/**
 * The code every island (and the admin panel) runs on, in one chunk: React, Emotion, Chakra's styling engine
 * and provider, our theme and the islands' root with the page's language and the loader of its texts. Chakra's
 * components go with the islands that use them. A module the runtime imports belongs in it: else it lands in a chunk
 * of its own that imports the runtime back, and a cycle of chunks can run one before the other is ready.
 */
const RUNTIME =
  /node_modules[\\/](?:react|react-dom|react-is|scheduler|@emotion|stylis|hoist-non-react-statics)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:styled-system|theme|preset|preset-base|merge-props|merge-refs|create-context|utils|components[\\/]theme)|src[\\/]client[\\/](?:theme[\\/](?:system|pageStyles|styleCache|ThemeProvider|serverStylesAttribute)|islands[\\/](?:IslandRoot|hydrate)|i18n[\\/](?:language|useMessages))|src[\\/]common[\\/]i18n[\\/]catalogs[\\/]load/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  // The server bundle renders pages as production does, whatever NODE_ENV the process runs under (the e2e and
  // development servers run under `test` and `development`): React and the libraries bundled with it keep only their
  // production code, without the development build's checks and a stack trace for every element (docs/testing.md).
  define:
    command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: isSsrBuild ? '../../dist/client/.ssr' : '../../dist/client',
    emptyOutDir: true,
    // Published with the client (it is public code anyway): error reports and audits map to the source.
    sourcemap: !isSsrBuild,
    // The server bundle is minified too: the server keeps every module's source text in memory (V8 compiles
    // functions lazily from it), and this one was the largest (docs/operations.md#memory).
    minify: true,
    // The server bundle needs no copy of the images and scripts the client build already has.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? // Non-ASCII characters escaped: V8 keeps a source that holds even one character past Latin-1 as two bytes
        // a character, and a few emoji and quotes doubled this one's memory (docs/operations.md#memory).
        { output: { charset: 'ascii' } }
      : {
          // Two entries: the public pages' islands script (index.html) and the admin panel (admin.html).
          // Absolute: the dev server's dependency scan reads them too, relative to another folder.
          input: {
            index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
            admin: fileURLToPath(new URL('./src/client/admin.html', import.meta.url)),
          },
          output: {
            // One runtime chunk shared by every island and the panel; the islands script itself imports none of it.
            codeSplitting: {
              // Only the modules named: their dependencies on our own small modules stay where they are used.
              includeDependenciesRecursively: false,
              groups: [{ name: 'runtime', test: RUNTIME, priority: 1 }],
            },
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
