import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for the API doors: a state-changing request must carry JSON (or no body at all) and, when
 * the browser names an Origin, come from this site. Plain HTML forms can only send urlencoded, multipart
 * or text/plain bodies, so they are refused before any procedure runs.
 */
export function apiRequestGuard(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin && origin !== siteOrigin && origin !== `${req.protocol}://${req.headers.host}`) {
      res.status(403).json({ message: `Requests from ${origin} are not allowed` });
      return;
    }
    const contentType = req.headers['content-type'];
    if (contentType ? !contentType.toLowerCase().startsWith('application/json') : hasBody(req)) {
      res.status(415).json({ message: 'Send the request body as application/json' });
      return;
    }
    // A bodiless POST (logout, as the spec's client sends it) is harmless; the REST adapter wants a type.
    if (!contentType) req.headers['content-type'] = 'application/json';
    next();
  };
}

/** In development Vite injects an inline module (React Refresh) and talks to its hot-reload websocket. */
export function securityHeaders({ devServer = false, scriptHashes = [] as string[] } = {}) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash (the theme script); Vite's dev server needs its own inline module.
        scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://storage.googleapis.com', ...(devServer ? ['ws:'] : [])],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
