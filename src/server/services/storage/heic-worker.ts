import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { HeicJob, HeicResult } from './heic-decoder';

/**
 * The HEIC decoder's thread (started by heic-decoder.ts; its own entry in the compiled server, built by
 * scripts/build-server.ts). libheif compiled to JavaScript decodes an iPhone photo in seconds of solid CPU, so it
 * runs here and never on the event loop. It answers raw RGBA pixels, which sharp scales and encodes in its own
 * thread pool, faster than any JPEG encoder written in JavaScript.
 */
interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type DecodeAll = (input: { buffer: Uint8Array }) => Promise<HeifImage[] & { dispose(): void }>;

// A CommonJS package without types: the part of its interface used here is typed above.
const decodeAll = (createRequire(import.meta.url)('heic-decode') as { all: DecodeAll }).all;

async function decode(job: HeicJob): Promise<HeicResult> {
  let images: Awaited<ReturnType<DecodeAll>>;
  try {
    images = await decodeAll({ buffer: job.bytes });
  } catch {
    return { id: job.id, outcome: 'unreadable' };
  }
  try {
    const [primary] = images;
    if (!primary) return { id: job.id, outcome: 'unreadable' };
    // Told by the header before any pixel is decoded: the size refused is the size declared.
    if (primary.width * primary.height > job.maxPixels)
      return { id: job.id, outcome: 'too-many-pixels', width: primary.width, height: primary.height };
    const { width, height, data } = await primary.decode();
    return { id: job.id, outcome: 'decoded', width, height, pixels: data.buffer as ArrayBuffer };
  } catch {
    return { id: job.id, outcome: 'unreadable' };
  } finally {
    images.dispose();
  }
}

parentPort?.on('message', async (job: HeicJob) => {
  const result = await decode(job);
  // The pixels move to the main thread rather than being copied (tens of MB for a phone's photo).
  parentPort?.postMessage(result, result.outcome === 'decoded' ? [result.pixels] : []);
});
