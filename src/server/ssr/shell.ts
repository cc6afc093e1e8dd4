import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sourcePublicDir } from '../paths';

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

export interface InlineScript {
  source: string;
  /** The Content-Security-Policy source that allows exactly this script: its hash. */
  hash: string;
}

function inlineScript(clientDir: string, name: string): InlineScript {
  const built = path.join(clientDir, name);
  const file = existsSync(built) ? built : path.join(sourcePublicDir, name);
  const source = readFileSync(file, 'utf8').trim();
  return { source, hash: hashOf(source) };
}

/**
 * The scripts inlined into the pages: theme-init.js (as a file it was a render-blocking request on the critical
 * path of the first paint) and page-script-start.js (starts a public page's script after its first photo).
 */
export const INLINE_SCRIPT_FILES = { theme: 'theme-init.js', pageStart: 'page-script-start.js' } as const;

export const inlineScripts = (clientDir: string) => ({
  theme: inlineScript(clientDir, INLINE_SCRIPT_FILES.theme),
  pageStart: inlineScript(clientDir, INLINE_SCRIPT_FILES.pageStart),
});
export type InlineScripts = ReturnType<typeof inlineScripts>;

/**
 * Navigation between public pages is a document load: the browser prerenders a same-site page when the visitor
 * hovers or presses its link (`moderate`), so the load is instant. The admin panel, sign-in, the API and uploads
 * are left out. Inline JSON is a script to the Content-Security-Policy: allowed by this hash.
 */
const SPECULATION_RULES_SOURCE = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin', '/admin/*', '/login', '/api/*', '/trpc/*', '/objects/*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
export const SPECULATION_RULES_HASH = hashOf(SPECULATION_RULES_SOURCE);
const SPECULATION_RULES = `<script type="speculationrules">${SPECULATION_RULES_SOURCE}</script>`;

/** The built entry's module script and its imports' preloads, as Vite writes them into a shell. */
const BUILT_MODULE_TAG =
  /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>|<link rel="modulepreload" crossorigin href="(\/assets\/[\w-]+\.js)">/g;

/**
 * A public page's script, started by page-script-start.js after the first photo is painted instead of by the
 * module tags, which the browser would fetch beside that photo. The entry comes first in `data-modules`.
 */
function startScriptAfterPaint(shell: string, pageStart: InlineScript): string {
  const tags = [...shell.matchAll(BUILT_MODULE_TAG)];
  const entry = tags.find((tag) => tag[1]);
  // The dev server's shell has its own module tags: they stay.
  if (!entry) return shell;
  const modules = [entry[1], ...tags.flatMap((tag) => tag[2] ?? [])];
  const starter = `<script data-modules="${modules.join(' ')}">${pageStart.source}</script>`;
  return shell.replace(BUILT_MODULE_TAG, (tag) => (tag === entry[0] ? starter : ''));
}

/**
 * Prepares a built page shell (index.html for the public pages, admin.html for the panel) once: the theme
 * script and the small stylesheet (only @font-face rules) inlined, so nothing blocks the first paint but the
 * HTML itself. The panel's entry stays a module script (deferred: it runs once the page is parsed); a public
 * page's starts after its first photo, as does the sign-in page's after its form is painted (`scriptAfterPaint`:
 * the server draws that form, http/login-form.ts), and public pages carry the speculation rules.
 */
export function optimizeShell(
  template: string,
  clientDir: string,
  scripts: InlineScripts,
  { publicPage, scriptAfterPaint = publicPage }: { publicPage: boolean; scriptAfterPaint?: boolean },
): string {
  // Replacer functions throughout: a script's source may hold `$&` or `$'`, which a replacement string reads as patterns.
  let shell = template.replace(THEME_SCRIPT_TAG, () => `<script>${scripts.theme.source}</script>`);
  if (scriptAfterPaint) shell = startScriptAfterPaint(shell, scripts.pageStart);
  shell = shell.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g,
    (tag, href: string) => {
      const file = path.join(clientDir, href);
      if (!existsSync(file)) return tag;
      return `<style>${readFileSync(file, 'utf8')}</style>`;
    },
  );
  shell = shell.replace('</head>', () => `${fontPreloads(shell)}</head>`);
  return publicPage ? shell.replace('</body>', () => `${SPECULATION_RULES}</body>`) : shell;
}

/** The built names of the two core font files (client/theme/fonts.css, `npm run fonts`). */
const CORE_FONT_FILE = /\/assets\/(?:inter|playfair-display)-core-[\w-]+\.woff2/g;

/**
 * Preloads of the two core font files the inlined stylesheet names: fetched with the HTML's first bytes, they
 * are there for the first paint, so the first page is drawn in the brand faces (`font-display: fallback`: a
 * face later than the first paint is still swapped in within 3 s). Fonts are always fetched in CORS mode, hence
 * `crossorigin`.
 */
export function fontPreloads(shell: string): string {
  const files = [...new Set(shell.match(CORE_FONT_FILE) ?? [])];
  return files
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
