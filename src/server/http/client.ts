import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Summit Coast Builders</title></head>
<body><h1>Summit Coast Builders</h1><p>The client has not been built yet: run <code>npm run build</code>.</p></body></html>`;

/** Serves the built client: hashed assets cached for a year, every other GET falls back to index.html. */
export function serveClient(app: Express, distDir: string) {
  const index = path.join(distDir, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
}
