import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { RenderPage } from '../../client/entry-server';
import { optimizeShell, themeScript } from './shell';

/** What serving a page needs: the HTML shell and the render function, for the request's URL. */
export interface PageRenderer {
  load(url: string): Promise<{ template: string; render: RenderPage } | null>;
  /** Vite's dev middleware (modules, hot reload), mounted before the pages; absent in production. */
  middleware?: RequestHandler;
}

/** Where `npm run build` puts the server bundle: inside the client build, so the two always match. */
export const ssrBundleOf = (clientDir: string) => path.join(clientDir, '.ssr', 'entry-server.js');

/** Production: the built index.html and SSR bundle, read once. Null when the client has not been built. */
export function bundledRenderer(clientDir: string, render?: RenderPage): PageRenderer {
  let loaded: Promise<{ template: string; render: RenderPage } | null> | undefined;
  const load = async () => {
    const index = path.join(clientDir, 'index.html');
    const bundle = ssrBundleOf(clientDir);
    if (!existsSync(index) || (!render && !existsSync(bundle))) return null;
    const template = optimizeShell(await readFile(index, 'utf8'), clientDir, themeScript(clientDir));
    const module = render
      ? { render }
      : ((await import(pathToFileURL(bundle).href)) as { render: RenderPage });
    return { template, render: module.render };
  };
  return {
    load: () => {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

/** `npm run dev`: Vite in middleware mode; the source index.html and entry are re-read on every request. */
export function viteDevRenderer(): PageRenderer {
  const vite = import('vite').then(({ createServer }) =>
    createServer({ server: { middlewareMode: true }, appType: 'custom' }),
  );
  return {
    middleware: (req, res, next) => {
      vite.then((server) => server.middlewares(req, res, next), next);
    },
    load: async (url) => {
      const server = await vite;
      const source = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
      const html = await server.transformIndexHtml(url, source);
      const template = optimizeShell(html, server.config.root, themeScript(server.config.publicDir));
      const module = (await server.ssrLoadModule('/entry-server.tsx')) as { render: RenderPage };
      return { template, render: module.render };
    },
  };
}
