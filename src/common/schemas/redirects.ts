import { z } from 'zod';
import { REDIRECT_MESSAGES } from '../messages';
import { normalizePath } from '../routing/normalize';
import { requiredText } from './fields';

/** Stands for this site while a path is resolved: only its origin is compared, nothing is ever fetched. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * Characters a browser reads otherwise than they look: control characters (the URL parser drops tab and newline
 * without a word), whitespace, and `\`, which browsers take for `/` (so `/\evil.example` is another site).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MISREAD = /[\u0000-\u001f\u007f-\u009f\\]|\s/;

/**
 * The address a browser would go to for `path`, as a path of this site (`pathname` + `search` + `hash`, as the URL
 * parser writes them), or null when it would leave the site or reads otherwise than it looks. A resolved path that
 * starts with `//` (`/..//evil.example` resolves so) would itself be another site in a Location header: refused.
 */
export function resolvedSitePath(path: string): string | null {
  if (!path.startsWith('/') || MISREAD.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  if (resolved.startsWith('//') || new URL(resolved, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  return resolved;
}

/** Addresses the server answers itself, before any page: a move of one would never be followed, or would hide it. */
const APP_ADDRESSES = [
  '/login',
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/readyz',
  // The built client's own files (src/client/public, dist/client).
  '/favicon.ico',
  '/favicon.png',
  '/favicon.svg',
  '/theme-init.js',
  '/page-script-start.js',
  '/admin-sw.js',
  '/admin.webmanifest',
  // The built shells' files, which move for good to the pages they draw (server/http/client.ts).
  '/index.html',
  '/admin.html',
];
/** Everything under these too (server/app.ts mounts them). */
const APP_FOLDERS = [
  '/admin',
  '/api',
  '/trpc',
  '/objects',
  '/images',
  '/assets',
  '/admin-app',
  '/contact/photos',
  // Calendar files: a booking's invitation.
  '/calendar',
];

/** Whether a path (already resolved) is one the site's server answers itself: the panel, the API, its files. */
export function isAppAddress(path: string): boolean {
  const bare = normalizePath(path.split(/[?#]/, 1)[0] ?? '/');
  return (
    APP_ADDRESSES.includes(bare) ||
    APP_FOLDERS.some((folder) => bare === folder || bare.startsWith(`${folder}/`))
  );
}

/** An address on this site: a path from `/` that a browser resolves on this site, at most 300 characters. */
const sitePath = (label: string) =>
  requiredText(label, 300).refine(
    (path) => resolvedSitePath(path) !== null,
    `${label} ${REDIRECT_MESSAGES.pathShape}`,
  );

export const redirectInput = z.object({
  fromPath: sitePath('Old address'),
  toPath: sitePath('New address'),
});

export const redirectOutput = z.object({
  id: z.number(),
  fromPath: z.string(),
  toPath: z.string().nullable(),
  projectId: z.number().nullable(),
  projectTitle: z.string().nullable(),
  createdAt: z.date(),
});
export type RedirectRow = z.infer<typeof redirectOutput>;
