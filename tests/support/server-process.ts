import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { projectRoot } from '../../src/server/paths';

/** A compiled file of the server (compiled-server.ts), as the image runs it: `index` or `cli/<command>`. */
const compiled = (name: string) => path.join(inject('compiledRoot'), 'dist', 'server', `${name}.js`);

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** What it wrote to stderr alone. */
  stderr: () => string;
}

/** The real `npm start` server process (the compiled src/server/index.ts), its stdout and stderr collected. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [compiled('index')], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, stderr: () => stderr };
}

/** Resolves once `/readyz` answers 200; throws with the server's output when it exits first. */
export async function waitUntilReady(url: string, { child, output }: ServerProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the command-line tools (src/server/cli) run to its end with only `env` (and PATH): compiled, as the image
 * runs it, or `fromSource` exactly as its npm script runs it (through tsx).
 */
export function runCommand(
  command: 'admin-password' | 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  { fromSource = false } = {},
): Promise<CommandResult> {
  const entry = fromSource
    ? ['--import', 'tsx', `src/server/cli/${command}.ts`]
    : [compiled(`cli/${command}`)];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entry, ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
