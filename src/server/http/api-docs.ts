import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

/** Swagger UI's prebuilt files, served from our own origin (no CDN): only the two the reference page loads. */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** The page has no inline script (the CSP allows scripts from this origin only): it starts Swagger UI from a file. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference · Summit Coast Builders</title>
<link rel="icon" type="image/png" href="/favicon.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: false,
});
`;

/**
 * `/api/docs`: an interactive reference of the documented REST paths, generated in the browser from the same
 * OpenAPI document as `/api/openapi.json`. "Try it out" sends real requests from this origin, so the API's own
 * rules (sign-in, JSON only, same origin) apply to them as to any other caller.
 */
export function apiDocsRouter(): Router {
  const router = express.Router();
  router.get('/', (req, res, next) => {
    // `/api/docs` and `/api/docs/` only; the files below are matched by name.
    if (req.path !== '/') return next();
    res.type('html').set('Cache-Control', 'no-cache').send(PAGE);
  });
  router.get('/start.js', (_req, res) => {
    res.type('js').set('Cache-Control', 'no-cache').send(START_SCRIPT);
  });
  router.get('/:file', (req, res, next) => {
    if (!SWAGGER_UI_FILES.has(req.params.file)) return next();
    res.sendFile(req.params.file, { root: swaggerUiDir, maxAge: '1d' });
  });
  return router;
}
