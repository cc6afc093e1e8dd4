import path from 'node:path';
import express, { type Express } from 'express';

/**
 * The built client's files: hashed assets cached for a year (their name changes with their content), the
 * rest (images, theme-init.js) for an hour. The server bundle in `.ssr` is a dotfile folder: never served.
 * Pages are answered by the page handler after this.
 */
export function serveClientFiles(app: Express, distDir: string) {
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
}
