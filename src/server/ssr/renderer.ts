import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { RenderPage } from '../../client/entry-server';
import { inlineScripts, optimizeShell } from './shell';

/** What serving a page needs: the two HTML shells and the render function, for the request's URL. */
export interface LoadedShells {
  /** The public pages' shell (index.html): the rendered page goes into it. */
  template: string;
  /** The admin panel's shell (admin.html), rendered in the browser. */
  adminTemplate: string;
  /** The same shell for the sign-in page, whose form the server draws: its script starts after that paints. */
  loginTemplate: string;
  render: RenderPage;
}

export interface PageRenderer {
  load(url: string): Promise<LoadedShells | null>;
  /** Vite's dev middleware (modules, hot reload), mounted before the pages; absent in production. */
  middleware?: RequestHandler;
}

/** Where `npm run build` puts the server bundle: inside the client build, so the two always match. */
export const ssrBundleOf = (clientDir: string) => path.join(clientDir, '.ssr', 'entry-server.js');

/**
 * Starts loading the SSR bundle now, without waiting: index.ts calls it before connecting to the database, so
 * the bundle (2 MB) is read and compiled while the start-up waits on PostgreSQL, not when the first visitor
 * waits on the first page. The renderer's own import below then finds it loaded (one module per URL).
 */
export function preloadSsrBundle(clientDir: string): void {
  const bundle = ssrBundleOf(clientDir);
  if (existsSync(bundle)) import(pathToFileURL(bundle).href).catch(() => undefined);
}

/** Production: the built index.html, admin.html and SSR bundle, read once. Null when the client has not been built. */
export function bundledRenderer(clientDir: string, render?: RenderPage): PageRenderer {
  let loaded: Promise<LoadedShells | null> | undefined;
  const load = async (): Promise<LoadedShells | null> => {
    const index = path.join(clientDir, 'index.html');
    const admin = path.join(clientDir, 'admin.html');
    const bundle = ssrBundleOf(clientDir);
    if (!existsSync(index) || !existsSync(admin) || (!render && !existsSync(bundle))) return null;
    const scripts = inlineScripts(clientDir);
    const template = optimizeShell(await readFile(index, 'utf8'), clientDir, scripts, { publicPage: true });
    const adminHtml = await readFile(admin, 'utf8');
    const adminTemplate = optimizeShell(adminHtml, clientDir, scripts, { publicPage: false });
    const loginTemplate = optimizeShell(adminHtml, clientDir, scripts, {
      publicPage: false,
      scriptAfterPaint: true,
    });
    const module = render
      ? { render }
      : ((await import(pathToFileURL(bundle).href)) as { render: RenderPage });
    return { template, adminTemplate, loginTemplate, render: module.render };
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

/** `npm run dev`: Vite in middleware mode; the source shells and entry are re-read on every request. */
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
      const scripts = inlineScripts(server.config.publicDir);
      const shell = async (file: string, publicPage: boolean) => {
        const source = await readFile(path.join(server.config.root, file), 'utf8');
        const html = await server.transformIndexHtml(url, source);
        return optimizeShell(html, server.config.root, scripts, { publicPage });
      };
      const adminTemplate = await shell('admin.html', false);
      const module = (await server.ssrLoadModule('/entry-server.tsx')) as { render: RenderPage };
      return {
        template: await shell('index.html', true),
        adminTemplate,
        // The dev server's module tags stay (startScriptAfterPaint leaves them): the same shell.
        loginTemplate: adminTemplate,
        render: module.render,
      };
    },
  };
}
