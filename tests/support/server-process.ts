import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** What it wrote to stderr alone. */
  stderr: () => string;
}

/** The real `npm start` server process (src/server/index.ts), its stdout and stderr collected. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
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
