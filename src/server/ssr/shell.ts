import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Starts the app's script once the page has loaded (its photos and fonts first: on a phone's connection the
 * script would take their bandwidth, and the page is readable and navigable without it), or at once when the
 * visitor starts using the page before that. The script's address is the tag's data-src, so this source, and
 * the hash the Content-Security-Policy allows it by, never change.
 */
const APP_LOADER_SOURCE =
  "(function(){var src=document.currentScript.dataset.src,started=false;function start(){if(started)return;started=true;var script=document.createElement('script');script.type='module';script.src=src;document.head.appendChild(script)}if(document.readyState==='complete')start();else addEventListener('load',start);['pointerdown','keydown','touchstart'].forEach(function(type){addEventListener(type,start,{once:true,passive:true,capture:true})});setTimeout(start,4000)})()";

export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SOURCE).digest('base64')}'`;

/** The fonts the first screen uses (Latin subsets of the text and heading faces): fetched with the HTML. */
const FIRST_SCREEN_FONTS = [
  /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/,
  /\/assets\/playfair-display-latin-wght-normal-[\w-]+\.woff2/,
];

/**
 * Prepares the built index.html once: the theme script and the small stylesheet (only @font-face rules)
 * inlined, so nothing blocks the first paint but the HTML itself; the first screen's fonts preloaded; the
 * app's scripts after the content.
 */
export function optimizeShell(template: string, clientDir: string, theme: { source: string }): string {
  let shell = template.replace(THEME_SCRIPT_TAG, `<script>${theme.source}</script>`);
  shell = shell.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g,
    (tag, href: string) => {
      const file = path.join(clientDir, href);
      if (!existsSync(file)) return tag;
      const css = readFileSync(file, 'utf8');
      const preloads = FIRST_SCREEN_FONTS.map((pattern) => css.match(pattern)?.[0])
        .filter((font): font is string => Boolean(font))
        .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`);
      return `${preloads.join('')}<style>${css}</style>`;
    },
  );
  // The app's JavaScript is not needed for the first paint (the HTML is the page): started by the loader
  // above, its chunks discovered from the entry instead of preloaded ahead of the photos and fonts.
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (entry?.[1]) {
    shell = shell
      .replace(entry[0], '')
      .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace('</body>', `<script data-src="${entry[1]}">${APP_LOADER_SOURCE}</script></body>`);
  }
  return shell;
}
