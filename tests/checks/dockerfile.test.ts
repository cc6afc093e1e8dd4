import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serveCommand } from '../../scripts/serve-command';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Stage {
  from: string;
  name: string;
  /** Every instruction after FROM, continuation lines joined. */
  lines: string[];
}

/** The Dockerfile's stages as Docker reads them: comments dropped, `\` continuations joined. */
function stagesOf(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1] ?? '', name: from[2] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Docker is not available where the tests run, so the image is checked here by what it is made of: the stages,
 * their commands, and what the runtime stage may contain. (docs/operations.md says how the image was verified.)
 */
describe('Dockerfile', () => {
  const stages = stagesOf(read('Dockerfile'));
  const [build, runtime] = stages;
  const has = (stage: Stage | undefined, pattern: RegExp) => stage?.lines.some((line) => pattern.test(line));

  it('builds in one stage with every dependency, and runs from a second', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    expect(build?.from).toMatch(/^node:22/);
    expect(runtime?.from).toBe(build?.from);
    expect(has(build, /^RUN npm ci\b(?!.*--omit)/)).toBe(true);
    expect(has(build, /^RUN npm run build$/)).toBe(true);
  });

  it('installs production dependencies only in the runtime stage, and takes the build from the first', () => {
    expect(has(runtime, /^RUN npm ci --omit=dev\b/)).toBe(true);
    expect(has(runtime, /^COPY --from=build \/app\/dist \.\/dist$/)).toBe(true);
    // No source, no build tool: nothing compiles TypeScript at run time.
    expect(has(runtime, /^COPY \. /)).toBe(false);
    expect(has(runtime, /npm run build|tsx|vite|esbuild/)).toBe(false);
  });

  it('runs the compiled server with source maps, as an unprivileged user, with a health check', () => {
    const user = runtime?.lines.find((line) => line.startsWith('USER '));
    expect(user).toBe('USER node');
    const { env, args } = serveCommand();
    const cmd = runtime?.lines.at(-1) ?? '';
    expect(cmd.startsWith('CMD ')).toBe(true);
    expect(JSON.parse(cmd.slice(4))).toEqual(['node', ...args]);
    expect(args).toContain('--enable-source-maps');
    for (const [name, value] of Object.entries(env))
      expect(has(runtime, new RegExp(`^ENV .*\\b${name}=${value}\\b`)), name).toBe(true);
    expect(has(runtime, /^HEALTHCHECK .*\/readyz/)).toBe(true);
    expect(has(runtime, /^ENV .*NODE_ENV=production/)).toBe(true);
    expect(has(runtime, /chown node:node \/data/)).toBe(true);
  });

  it('runs what `npm start` runs, which the build writes', () => {
    expect(serveCommand().args.at(-1)).toBe('dist/server/index.js');
    expect(pkg.scripts.start).toBe('npm run build && npm run serve');
    expect(read('scripts/build-server.ts')).toMatch(/index: path\.join\(root, 'src\/server\/index\.ts'\)/);
  });

  it('leaves the build tools out of the production dependencies', () => {
    for (const tool of ['tsx', 'esbuild', 'vite', 'typescript', '@biomejs/biome', 'node', 'lighthouse'])
      expect(pkg.dependencies[tool], tool).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    expect(pkg.devDependencies.esbuild).toBeDefined();
  });

  it('is what docker-compose.yml builds', () => {
    expect(read('docker-compose.yml')).toMatch(/^\s+app:\n\s+build: \.$/m);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['node_modules', 'dist', '.data']),
    );
  });
});

describe('npm ci --omit=dev (the runtime stage) from the lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scb-omit-dev-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('installs no build tool', async () => {
    copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
    copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    const { stdout } = await promisify(execFile)(
      'npm',
      ['ci', '--omit=dev', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: dir },
    );
    const added = stdout.split('\n').filter((line) => line.startsWith('add '));
    expect(added.length).toBeGreaterThan(100);
    const names = added.map((line) => line.split(' ')[1]);
    for (const tool of ['tsx', 'esbuild', 'vite', '@biomejs/biome', 'node', 'lighthouse', 'playwright'])
      expect(names, tool).not.toContain(tool);
    expect(names).toContain('express');
  }, 60_000);
});
