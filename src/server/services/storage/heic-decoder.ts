import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runsCompiled, serverBuildDir } from '../../paths';

export interface HeicJob {
  id: number;
  bytes: Uint8Array;
  maxPixels: number;
}

export type HeicResult =
  | { id: number; outcome: 'decoded'; width: number; height: number; pixels: ArrayBuffer }
  | { id: number; outcome: 'too-many-pixels'; width: number; height: number }
  | { id: number; outcome: 'unreadable' };

export type DecodedHeic =
  | { outcome: 'decoded'; width: number; height: number; pixels: Buffer }
  | { outcome: 'too-many-pixels'; width: number; height: number }
  | { outcome: 'unreadable' }
  | { outcome: 'busy' };

/** Decodes waiting their turn, past the one running: more are refused as busy rather than held in memory. */
export const MAX_WAITING_DECODES = 12;
/** A decode taking longer is stopped (its thread ended) and the photo refused as unreadable. */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * The worker thread: the compiled `heic-worker.js` beside the compiled server (scripts/build-server.ts); under tsx
 * and Vitest the TypeScript file itself, loaded through tsx's API (Node 20 gives a worker no `--import` loader).
 */
function startWorker(): Worker {
  if (runsCompiled) return new Worker(path.join(serverBuildDir, 'heic-worker.js'));
  const entry = JSON.stringify(new URL('./heic-worker.ts', import.meta.url).href);
  // tsx's ES-module API (its CommonJS twin resolves its own loader wrongly when called from a worker).
  const tsxApi = new URL('./index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')));
  const loader = `import(${JSON.stringify(tsxApi.href)}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`;
  return new Worker(loader, { eval: true });
}

interface Waiting {
  job: HeicJob;
  resolve: (result: DecodedHeic) => void;
}

let worker: Worker | undefined;
let running: (Waiting & { thread: Worker; timer: NodeJS.Timeout }) | undefined;
const queue: Waiting[] = [];
let nextId = 1;

/**
 * An iPhone's HEVC-coded HEIC photo as raw RGBA pixels, decoded in a worker thread (heic-worker.ts) one photo at
 * a time: the decode is seconds of CPU that would otherwise stop every other request, and one at a time keeps
 * its memory (4 bytes a pixel, plus libheif's own) to one photo's. The thread is started for the first photo
 * and ended when none is left waiting, which gives its WebAssembly memory back. An image declaring more than
 * `maxPixels` is refused from its header; `busy` when MAX_WAITING_DECODES photos are already waiting.
 */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  if (queue.length >= MAX_WAITING_DECODES) return Promise.resolve({ outcome: 'busy' });
  return new Promise((resolve) => {
    queue.push({ job: { id: nextId++, bytes, maxPixels }, resolve });
    startNext();
  });
}

function startNext() {
  if (running) return;
  const next = queue.shift();
  if (!next) {
    void worker?.terminate();
    worker = undefined;
    return;
  }
  const thread = threadFor();
  const timer = setTimeout(() => {
    // Ended mid-decode: its exit handler refuses this photo and the next one starts a new thread.
    void thread.terminate();
  }, DECODE_TIMEOUT_MS);
  timer.unref();
  running = { ...next, thread, timer };
  thread.postMessage(next.job);
}

function threadFor(): Worker {
  if (worker) return worker;
  // Not unref'd: it runs only while a photo is being decoded, which the process waits for.
  const thread = startWorker();
  thread.on('message', (result: HeicResult) => finish(result));
  thread.on('error', () => undefined);
  thread.on('exit', () => {
    if (worker === thread) worker = undefined;
    // A thread ended mid-decode (timed out, or crashed): its photo cannot be read.
    if (running?.thread === thread) finish({ id: running.job.id, outcome: 'unreadable' });
  });
  worker = thread;
  return thread;
}

function finish(result: HeicResult) {
  if (!running || running.job.id !== result.id) return;
  const { resolve, timer } = running;
  clearTimeout(timer);
  running = undefined;
  if (result.outcome === 'decoded') {
    const { width, height, pixels } = result;
    resolve({ outcome: 'decoded', width, height, pixels: Buffer.from(pixels) });
  } else resolve(result);
  startNext();
}
