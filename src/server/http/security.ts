import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { REFUSALS } from '../../common/messages';
import { doorOf, sendRefusal } from './door-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request says it carries a body (a length above zero, or a chunked one). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Why a request body of this Content-Type cannot be read as the API's JSON, or null when it can:
 * `application/json`, with a charset parameter only when that says UTF-8 (JSON's own encoding, RFC 8259).
 */
export function jsonContentProblem(contentType: string | undefined): string | null {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return REFUSALS.notJson;
  for (const parameter of parameters) {
    const [name = '', quoted = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    const value = quoted.replace(/^"(.*)"$/, '$1');
    if (name === 'charset' && value !== 'utf-8' && value !== 'utf8') return REFUSALS.notUtf8(value);
  }
  return null;
}

/**
 * The largest JSON body either API door reads (bigger ones get 413 before any parsing): the longest field, a page
 * section's 50,000 characters, takes up to 150 KB as UTF-8 and a little more escaped.
 */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** A browser's Origin that is neither the public site nor the host the request was sent to. */
export const isForeignOrigin = (origin: string | undefined, siteOrigin: string, requestOrigin: string) =>
  !!origin && origin !== siteOrigin && origin !== requestOrigin;

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
    // Answered in the body of the door it came to (mounted on both), as every refusal before them is.
    const refuse = (code: 'FORBIDDEN' | 'UNSUPPORTED_MEDIA_TYPE', message: string) =>
      sendRefusal(req, res, doorOf(req), new TRPCError({ code, message }));
    if (isForeignOrigin(origin, siteOrigin, `${req.protocol}://${req.headers.host}`)) {
      return refuse('FORBIDDEN', REFUSALS.foreignOrigin(String(origin)));
    }
    // No type at all is fine for a bodiless POST only (logout, as clients of the REST paths send it).
    const contentType = req.headers['content-type'];
    const problem = contentType || hasBody(req) ? jsonContentProblem(contentType) : null;
    if (problem) return refuse('UNSUPPORTED_MEDIA_TYPE', problem);
    // The REST adapter wants a type, and reads only a body typed exactly `application/json`: a UTF-8 charset
    // parameter (as above) would leave the procedure without its input.
    req.headers['content-type'] = 'application/json';
    next();
  };
}

/**
 * The browser features the site uses, for itself only: passkeys (sign-in and the Account tab create and ask for
 * them) and writing to the clipboard (copying the recovery codes). Every other powerful feature is off for the
 * site and anything it frames: it never asks for a camera, a microphone, a location, a payment, a device
 * (USB, serial, HID, MIDI), the sensors, fullscreen (the photo viewer is a dialog, not the
 * Fullscreen API) or ad-interest topics. Only names Chromium knows: it reports an unknown one (ambient-light-sensor, bluetooth, web-share) as a console
 * error on every page.
 */
export const PERMISSIONS_POLICY = [
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
  'clipboard-write=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** In development Vite injects an inline module (React Refresh) and talks to its hot-reload websocket. */
export function securityHeaders({ devServer = false, scriptHashes = [] as string[] } = {}) {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash (the theme script, the speculation rules); Vite's dev server needs its own inline module.
        scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://storage.googleapis.com', ...(devServer ? ['ws:'] : [])],
        // 'self': the admin panel frames its live preview (http/preview.ts), the one page that lets itself be framed.
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/** The headers a helmet instance puts on every answer, for the handlers that answer before Express. */
export function staticSecurityHeaders(
  helmetMiddleware: ReturnType<typeof securityHeaders>,
): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmetMiddleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}
