import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EARLY_CLICK_REPLAY } from '../../client/ssr/bootstrap';

const SOURCE_PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/public');
const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * theme-init.js, inlined into every page: as a file it was a render-blocking request on the critical path of
 * the first paint. The Content-Security-Policy allows exactly this script by its hash.
 */
export function themeScript(clientDir: string) {
  const built = path.join(clientDir, 'theme-init.js');
  const file = existsSync(built) ? built : path.join(SOURCE_PUBLIC_DIR, 'theme-init.js');
  const source = readFileSync(file, 'utf8').trim();
  return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

/**
 * app-loader.js starts the app's script. A client-rendered page (/login, /admin: nothing in #root) starts it at once. A
 * server-rendered one starts it once the page has loaded and painted its largest element (photos
 * first: on a phone's connection the script would take their bandwidth, and the page is readable and
 * navigable without it), or at once when the visitor starts using the page before that, or after 4 s.
 * The script's address is the tag's data-src and the chunks it imports are data-preload (fetched alongside,
 * not discovered one after the other), so this source, and the hash the Content-Security-Policy allows it
 * by, never change. A button pressed before the app is there (links and form fields work without it) is
 * held and pressed again once the app has hydrated (`EARLY_CLICK_REPLAY`, called by the app).
 */
const APP_LOADER_SOURCE = readFileSync(new URL('./app-loader.js', import.meta.url), 'utf8').trim();
if (!APP_LOADER_SOURCE.includes(`window.${EARLY_CLICK_REPLAY} =`))
  throw new Error(`app-loader.js must define window.${EARLY_CLICK_REPLAY} (client/ssr/bootstrap.ts)`);

export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SOURCE).digest('base64')}'`;

/**
 * Prepares the built index.html once: the theme script and the small stylesheet (only @font-face rules)
 * inlined, so nothing blocks the first paint but the HTML itself; the app's scripts after the content.
 */
export function optimizeShell(template: string, clientDir: string, theme: { source: string }): string {
  // Replacer functions throughout: a script's source may hold `$&` or `$'`, which a replacement string reads as patterns.
  let shell = template.replace(THEME_SCRIPT_TAG, () => `<script>${theme.source}</script>`);
  shell = shell.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g,
    (tag, href: string) => {
      const file = path.join(clientDir, href);
      if (!existsSync(file)) return tag;
      return `<style>${readFileSync(file, 'utf8')}</style>`;
    },
  );
  // The app's JavaScript is not needed for the first paint (the HTML is the page): started by the loader
  // above, with its chunks preloaded then instead of ahead of the photos.
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (entry?.[1]) {
    const links = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    const chunks = new Set([...links.map((link) => link[1]), ...startupChunks(clientDir)]);
    const loader = `<script data-src="${entry[1]}" data-preload="${[...chunks].join(' ')}">${APP_LOADER_SOURCE}</script>`;
    shell = links
      .reduce((html, link) => html.replace(link[0], ''), shell.replace(entry[0], ''))
      .replace('</body>', () => `${loader}</body>`);
  }
  return shell;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks the entry (client/main.tsx) imports, statically or dynamically, with the chunks those import, from
 * the build's manifest: main.tsx starts React, the Chakra system and the app one after the other, each in a
 * task of its own, and preloading them all lets them download side by side meanwhile. Empty without a manifest
 * (the dev server), where the browser finds the modules itself.
 */
function startupChunks(clientDir: string): string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of [...(entry?.imports ?? []), ...(entry?.dynamicImports ?? [])]) add(key);
  return [...files];
}
