/**
 * `npm test`: type-check, lint, unit + integration (Vitest, real PostgreSQL), the environment checks (Vitest's
 * `checks` project: lock file, Dockerfile, font files, browser flags), build, e2e (Playwright, real Chromium). Every
 * step runs even if an earlier one failed; after the time of each layer, the last lines name each failed or retried
 * test and sum them up as `tests: N passed, N failed` (type-check, lint and build count as one test each).
 *
 * Two lines of work run side by side, since neither keeps both cores busy on its own (each waits on PostgreSQL,
 * HTTP and timers): Vitest, its output on the terminal as it comes, then type-check, lint and the environment
 * checks; and the build, then the e2e tests (which need it, and are the longer line). Output other than Vitest's
 * is held and printed at the end, so the lines never interleave.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium, findE2eChromium, HEADLESS_SHELL } from './chromium';
import { findJava } from './java';

const reports = mkdtempSync(path.join(os.tmpdir(), 'scb-test-reports-'));
let passed = 0;
let failed = 0;
/** Each failing (or retried) test by name, repeated at the very end: CI keeps only the tail of a long output. */
const failures: string[] = [];
const timings: Array<[label: string, seconds: number]> = [];

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const banner = ({ label, command, args }: Step) => `\n=== ${label}: ${command} ${args.join(' ')}\n`;

/** Runs a step with its output on this terminal as it comes. */
function runInForeground(step: Step): Promise<boolean> {
  process.stdout.write(banner(step));
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('close', (code) => {
      timings.push([step.label, (performance.now() - started) / 1000]);
      resolve(code === 0);
    });
  });
}

/** Runs a step with its output kept, to be printed when the foreground step is done. */
function runHeld(step: Step): Promise<{ ok: boolean; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env } });
    let output = banner(step);
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      timings.push([step.label, (performance.now() - started) / 1000]);
      resolve({ ok: code === 0, output });
    });
  });
}

function count(label: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
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
    failures.push(`${label}: no report (the runner stopped early)`);
    process.stdout.write(`*** ${label} produced no report\n`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed++;
}

const started = performance.now();

/**
 * Java for the Nu Html Checker (tests/integration/html-validity.test.ts): on a Debian machine as root it is
 * installed from the distribution when missing, before Vitest starts; without it that test is skipped.
 */
function javaForHtmlChecks(): boolean {
  if (!findJava() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('installing Java (default-jre-headless) for the HTML checker...\n');
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
      ],
      { stdio: 'ignore' },
    );
  }
  return Boolean(findJava());
}
const java = javaForHtmlChecks();

const vitestReport = path.join(reports, 'vitest.json');
const checksReport = path.join(reports, 'checks.json');
const playwrightReport = path.join(reports, 'playwright.json');

/** The build and the e2e tests on it, one after the other, beside Vitest. */
const besideVitest = (async () => {
  const results: Array<{ label: string; ok: boolean; output: string }> = [];
  const run = async (step: Step) => results.push({ label: step.label, ...(await runHeld(step)) });
  // The browsers install (on a fresh machine) while the client and the server bundle that renders its pages
  // (dist/client and dist/client/.ssr) and the server are built: the one waits on the network, the other on the CPU.
  const browsers = chromiumForE2e();
  await run({ label: 'build', command: 'npm', args: ['run', 'build'] });
  const chromium = await browsers;
  if (chromium) {
    await run({
      label: 'e2e',
      command: 'npx',
      args: ['playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
  }
  return { results, chromium };
})();

const vitestOk = await runInForeground({
  label: 'unit + integration',
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project=unit',
    '--project=integration',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
});
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};
/**
 * A file that failed with no failed test (a hook past its limit, an error outside any test) counts as one failed
 * test: Vitest exited 0 after such a file once, and its own count has no test for it.
 */
const vitestCounts = (report: VitestReport) => {
  let failedFiles = 0;
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where}: ${firstLine(file.message)}`);
      failedFiles++;
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedFiles };
};
countReport<VitestReport>('vitest', vitestOk, vitestReport, vitestCounts);

// The checks that need no database, after Vitest: its line ends well before the e2e tests' does.
const checks: Array<{ label: string; ok: boolean; output: string }> = [];
for (const step of [
  { label: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  { label: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  {
    label: 'environment checks',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--project=checks',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${checksReport}`,
    ],
  },
])
  checks.push({ label: step.label, ...(await runHeld(step)) });

const { results, chromium } = await besideVitest;
for (const { label, ok, output } of [...results, ...checks]) {
  process.stdout.write(output);
  if (label === 'environment checks') {
    countReport<VitestReport>('environment checks', ok, checksReport, vitestCounts);
    continue;
  }
  if (label !== 'e2e') {
    count(label, ok);
    continue;
  }
  countReport<{ stats: { expected: number; flaky: number; unexpected: number }; suites: PlaywrightSuite[] }>(
    'playwright',
    ok,
    playwrightReport,
    (report) => {
      for (const [title, status, error] of playwrightOutcomes(report.suites))
        if (status === 'unexpected' || status === 'flaky')
          failures.push(`${status === 'flaky' ? '(passed on retry) ' : ''}${title}: ${firstLine(error)}`);
      if (report.stats.flaky > 0) {
        process.stdout.write(
          `*** e2e: ${report.stats.flaky} flaky test(s) passed only on retry (see the list above)\n`,
        );
      }
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  );
}
if (!java) {
  process.stdout.write(
    '*** HTML validity check skipped: no Java found (apt-get install default-jre-headless, or set JAVA)\n',
  );
}
if (!chromium) {
  failed++;
  process.stdout.write(
    '*** e2e skipped: no Chromium found (apt-get install chromium chromium-headless-shell, or set CHROMIUM_PATH)\n',
  );
}

/**
 * The e2e tests' browsers: the headless shell for most, the full Chromium for the back/forward cache (which the
 * shell lacks). On a Debian machine as root, whichever is missing is installed from the distribution (Playwright
 * cannot download its own here). Returns the e2e browser, or undefined when one of the two is still missing.
 */
async function chromiumForE2e(): Promise<string | undefined> {
  const packages = [
    ...(findChromium() ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) || process.env.CHROMIUM_PATH ? [] : ['chromium-headless-shell']),
  ];
  if (packages.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    // Quietly: Vitest is writing to the terminal meanwhile. A failure shows as "no Chromium found".
    await new Promise((done) =>
      spawn(
        'sh',
        [
          '-c',
          `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
        ],
        { stdio: 'ignore' },
      ).on('close', done),
    );
  }
  return findChromium() ? findE2eChromium() : undefined;
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** Every test of Playwright's JSON report as [file:line › title, status, first error], nested suites included. */
function* playwrightOutcomes(
  suites: PlaywrightSuite[] = [],
): Generator<[string, string, string | undefined]> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        yield [
          `${spec.file}:${spec.line} › ${spec.title}`,
          test.status,
          test.results.find((result) => result.error)?.error?.message,
        ];
    yield* playwrightOutcomes(suite.suites);
  }
}

function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

rmSync(reports, { recursive: true, force: true });

process.stdout.write(
  '\ntime of each layer (build then e2e, beside Vitest then type-check, lint and checks):\n',
);
for (const [label, seconds] of timings)
  process.stdout.write(`  ${label.padEnd(20)} ${seconds.toFixed(0)} s\n`);
process.stdout.write(`  ${'whole run'.padEnd(20)} ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
if (failures.length > 0)
  process.stdout.write(`\nfailed or retried:\n${failures.map((line) => `  ${line}\n`).join('')}`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
