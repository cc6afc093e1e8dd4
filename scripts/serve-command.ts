import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run serve` taken apart: the environment it sets (glibc's malloc settings, read before Node starts, so they
 * cannot be set from inside) and Node's arguments (the compiled server with production's flags). The benchmarks
 * start the server with exactly these, and the image's ENV and CMD must match them (tests/checks/dockerfile.test.ts).
 */
export function serveCommand(root = process.cwd()): { env: Record<string, string>; args: string[] } {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const words = (scripts.serve ?? '').split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  for (let word = words[0]; word && /^[A-Z_]+=/.test(word); word = words[0]) {
    const [name = '', value = ''] = word.split('=');
    env[name] = value;
    words.shift();
  }
  if (words.shift() !== 'node') throw new Error('npm run serve should run node');
  return { env, args: words };
}
