import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** What CI and the Dockerfile do first on a fresh clone; a lock out of step fails there before any test runs. */
async function npmCiDryRun(dir: string) {
  return run('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], {
    cwd: dir,
  }).then(
    () => 'ok',
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
}

describe('package-lock.json', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scb-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is in step with package.json, so `npm ci` accepts it', async () => {
    copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
    copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    expect(await npmCiDryRun(dir)).toBe('ok');
  });

  it('and the check notices a lock that misses a package', async () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    delete lock.packages['node_modules/@biomejs/cli-win32-x64'];
    const broken = path.join(dir, 'broken');
    mkdirSync(broken);
    copyFileSync(path.join(root, 'package.json'), path.join(broken, 'package.json'));
    writeFileSync(path.join(broken, 'package-lock.json'), JSON.stringify(lock));
    expect(await npmCiDryRun(broken)).toMatch(/Missing: @biomejs\/cli-win32-x64/);
  }, 30_000);

  it('is what CI and the Dockerfile install from', () => {
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^npm ci\b/m);
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(/^RUN npm ci\b/m);
  });
});
