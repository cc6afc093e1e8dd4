import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ are the map of the code: every file they name must exist, every link to a file (and to a
 * heading in it) must land, and the README stays short enough to read (at most 10 KB; the long tables live in
 * docs/). A renamed or moved file shows here, not months later in a reader's failed search.
 */

const ROOT = resolve(__dirname, '../..');
/** Built, generated or local-only folders: a fresh clone has none of them, so no doc may depend on them. */
const NOT_IN_A_CLONE = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
]);
/** Folders a doc names from the repository's root: a path starting with one of them must exist exactly there. */
const ROOTED = ['src/', 'tests/', 'scripts/', 'docs/', 'migrations/', 'tools/', '.ci/'];
/** What a file name ends with, for a name given without a folder (`PageSections.tsx`). */
const FILE_ENDING = /\.(ts|tsx|js|mjs|cjs|json|md|css|sql|sh|ya?ml|html|webmanifest)$/;
/** Slash-separated words that are not paths: media types and the like. */
const NOT_A_PATH = /^(application|text|image|font|multipart|audio|video)\//;
/** Names of files the docs describe that are made outside the repository: by a build, a backup, the operator. */
const MADE_ELSEWHERE = new Set(['index.js', 'chunks/', 'manifest.json', 'last-run.json', 'cors.json']);

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_IN_A_CLONE.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(`${relative(ROOT, path)}/`, ...filesUnder(path));
    else found.push(relative(ROOT, path));
  }
  return found;
}

const REPO_PATHS = filesUnder(ROOT);

function docsFiles(): string[] {
  return ['README.md', ...REPO_PATHS.filter((path) => path.startsWith('docs/') && path.endsWith('.md'))];
}

/**
 * The paths a doc names in backticks. Routes (`/api/...`), placeholders (`<page>`, `*.entity.ts`, `{public,admin}`),
 * variables (`DATA_DIR/objects`), URLs and media types are not files of the repository and are left out.
 */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const path = span.replace(/#.*$/, '').replace(/:\d+$/, '');
    if (
      !/^[\w.@/-]+$/.test(path) ||
      path.startsWith('/') ||
      (path.startsWith('.') && !path.startsWith('.ci/'))
    )
      continue;
    if (NOT_A_PATH.test(path) || /^[A-Z][A-Z0-9_]*\//.test(path) || path.includes('..')) continue;
    if (MADE_ELSEWHERE.has(path) || NOT_IN_A_CLONE.has(path.split('/')[0] ?? '')) continue;
    const looksLikeFile = FILE_ENDING.test(path);
    if (!path.includes('/') && !looksLikeFile) continue;
    if (
      path.includes('/') &&
      !looksLikeFile &&
      !path.endsWith('/') &&
      !ROOTED.some((root) => path.startsWith(root))
    )
      continue;
    paths.add(path);
  }
  return [...paths];
}

/**
 * Whether a named path exists. One from the root (`src/...`) must be exactly there; a relative one given in its
 * context (`services/leads/lead-email.ts` under src/server, `PageSections.tsx` beside its section) must end some
 * file or folder of the repository.
 */
function exists(path: string): boolean {
  if (ROOTED.some((root) => path.startsWith(root)) || !path.includes('/')) {
    if (existsSync(join(ROOT, path))) return true;
    if (path.includes('/')) return false;
  }
  return REPO_PATHS.some((repoPath) => repoPath === path || repoPath.endsWith(`/${path}`));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped but for `-` and `_`, spaces as `-`. */
function anchorOf(heading: string): string {
  const text = heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = !inCode && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Every `](target)` link of a doc to a file of the repository, with its anchor if it has one. */
function fileLinks(markdown: string): { target: string; anchor?: string }[] {
  const links: { target: string; anchor?: string }[] = [];
  for (const [, href] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!href || /^[a-z]+:/i.test(href)) continue;
    const [target = '', anchor] = href.split('#');
    links.push({ target, anchor });
  }
  return links;
}

describe('the README and docs/', () => {
  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    for (const doc of docsFiles()) {
      for (const path of namedPaths(readFileSync(join(ROOT, doc), 'utf8'))) {
        if (!exists(path)) missing.push(`${doc}: \`${path}\``);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const doc of docsFiles()) {
      const markdown = readFileSync(join(ROOT, doc), 'utf8');
      for (const { target, anchor } of fileLinks(markdown)) {
        const file = target ? resolve(dirname(join(ROOT, doc)), target) : join(ROOT, doc);
        if (!existsSync(file)) {
          broken.push(`${doc}: ${target}`);
          continue;
        }
        if (anchor === undefined || statSync(file).isDirectory() || !file.endsWith('.md')) continue;
        if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${doc}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep the README at most 10 KB', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(10_000);
  });

  it('find a wrong path (the check itself)', () => {
    expect(namedPaths('the editor `src/client/admin/portfolio/PhotoDetailsFields.tsx`')).toEqual([
      'src/client/admin/portfolio/PhotoDetailsFields.tsx',
    ]);
    expect(exists('src/client/admin/portfolio/PhotoDetailsFields.tsx')).toBe(false);
    expect(exists('src/client/admin/shared/PhotoDetailsFields.tsx')).toBe(true);
    expect(exists('services/leads/lead-email.ts')).toBe(true);
    expect(
      namedPaths('`src/common/settings/<page>.ts`, `*.entity.ts`, `/api/docs`, `DATA_DIR/objects`'),
    ).toEqual([]);
    expect(anchorOf("Changing the administrator's password")).toBe('changing-the-administrators-password');
    expect(anchorOf('`TRUST_PROXY`')).toBe('trust_proxy');
    expect(fileLinks('[a](docs/architecture.md#where-to-change-what) [b](https://example.com)')).toEqual([
      { target: 'docs/architecture.md', anchor: 'where-to-change-what' },
    ]);
    expect(
      anchorsOf(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')).has('where-to-change-what'),
    ).toBe(true);
  });
});
