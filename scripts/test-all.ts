/**
 * `npm test`: type-check, lint, unit + integration (Vitest, real PostgreSQL), build, e2e (Playwright, real
 * Chromium). Every step runs even if an earlier one failed; the last line sums them up as
 * `tests: N passed, N failed` (type-check, lint and build count as one test each).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium';

const reports = mkdtempSync(path.join(os.tmpdir(), 'scb-test-reports-'));
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  process.stdout.write(`\n=== ${label}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(label: string, command: string, args: string[]) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    process.stdout.write(`*** ${label} failed\n`);
  }
}

/** Adds a runner's own counts from its JSON report; a runner that crashed before reporting counts as a failure. */
function countReport<Report>(
  label: string,
  ok: boolean,
  file: string,
  read: (report: Report) => { passed: number; failed: number },
) {
  if (!existsSync(file)) {
    failed++;
    process.stdout.write(`*** ${label} produced no report\n`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed++;
}

step('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npx', ['biome', 'check', '.']);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('unit + integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countReport<{ numPassedTests: number; numFailedTests: number }>(
  'vitest',
  vitestOk,
  vitestReport,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
  }),
);

// The client and the server bundle that renders its pages (dist/client and dist/client/.ssr).
step('build', 'npm', ['run', 'build']);

const chromium = findChromium() ?? installChromium();
if (!chromium) {
  failed++;
  process.stdout.write(
    '*** e2e skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)\n',
  );
} else {
  const playwrightReport = path.join(reports, 'playwright.json');
  const e2eOk = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    CHROMIUM_PATH: chromium,
  });
  countReport<{ stats: { expected: number; flaky: number; unexpected: number } }>(
    'playwright',
    e2eOk,
    playwrightReport,
    (report) => {
      if (report.stats.flaky > 0) {
        process.stdout.write(
          `*** e2e: ${report.stats.flaky} flaky test(s) passed only on retry (see the list above)\n`,
        );
      }
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  );
}

/** On a fresh Debian machine as root, fetch the distribution's Chromium (Playwright cannot download its own here). */
function installChromium(): string | undefined {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  run('install Chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
  return findChromium();
}

process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
