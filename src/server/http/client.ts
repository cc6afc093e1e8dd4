import path from 'node:path';
import express, { type Express } from 'express';
import { markFileServed } from '../services/logging';
import { servePrecompressed } from './precompressed';

/** Hashed assets: their name changes with their content. */
const ASSET_CACHING = { maxAge: '1y', immutable: true };

/**
 * The built client's files: hashed assets cached for a year, scripts and stylesheets as the build compressed
 * them (brotli or gzip, whichever the browser takes), the rest (images, theme-init.js) for an hour. The server
 * bundle in `.ssr` is a dotfile folder: never served, nor are the shells (index.html, admin.html) as pages. Pages
 * are answered by the page handler after this.
 */
/**
 * The built shells are the frames pages are drawn in, not pages: their files' addresses move for good to the
 * pages a visitor meant (an old link to /index.html is the home page), instead of showing an empty frame.
 */
export const SHELL_FILES = new Map([
  ['/index.html', '/'],
  ['/admin.html', '/admin'],
]);

export function serveClientFiles(app: Express, distDir: string) {
  app.use((req, res, next) => {
    const page = SHELL_FILES.get(req.path);
    if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const query = req.originalUrl.indexOf('?');
    res.setHeader('Cache-Control', 'max-age=3600');
    res.redirect(301, query < 0 ? page : page + req.originalUrl.slice(query));
  });
  const assetsDir = path.join(distDir, 'assets');
  app.use('/assets', servePrecompressed(assetsDir, ASSET_CACHING));
  app.use('/assets', express.static(assetsDir, { ...ASSET_CACHING, index: false }));
  // Root files (favicons, theme-init.js) are not written to the request log, like everything under /assets.
  app.use(
    express.static(distDir, { index: false, maxAge: '1h', dotfiles: 'ignore', setHeaders: markFileServed }),
  );
}
