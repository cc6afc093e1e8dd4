/**
 * Whether visitors' photos stall anyone else: the latency of `GET /robots.txt` (a request that needs nothing but
 * the event loop) alone, then while 10 visitors upload an iPhone-sized HEIC photo each at once (4032 × 3024,
 * HEVC-coded: seconds of CPU to decode each). Goal: the median under load at most 2× the median alone
 * (docs/security.md). Part of `npm run bench` (BENCH_ONLY=photos runs it alone); on its own, after
 * `npm run build`: `node --import tsx scripts/bench-photos.ts`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { startApp } from './bench-support';

const UPLOADS = 10;
const PHOTO = 'tests/fixtures/heic-4032x3024.heic';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One `GET /robots.txt` on a kept-alive connection: milliseconds to its last byte. */
function robotsMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/robots.txt`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`robots.txt answered ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** One visitor's upload: a ticket, then the photo, from its own address (the app trusts loopback's proxy header). */
async function upload(baseUrl: string, photo: Buffer, visitor: number) {
  const headers = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `198.18.0.${visitor + 1}` };
  const ticketed = await fetch(`${baseUrl}/contact/photos/tickets?count=1`, { method: 'POST', headers });
  const { tickets } = (await ticketed.json()) as { tickets: Array<{ url: string }> };
  const started = performance.now();
  const response = await fetch(baseUrl + (tickets[0]?.url ?? ''), {
    method: 'PUT',
    body: new Uint8Array(photo),
    headers,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function measurePhotoUploads(baseUrl: string) {
  const photo = readFileSync(PHOTO);
  process.stdout.write(`measuring GET /robots.txt alone, then during ${UPLOADS} parallel HEIC uploads...\n`);
  // A first upload loads sharp and starts the decoder, as the first photo after a start does.
  await upload(baseUrl, photo, 200);
  const alone: number[] = [];
  for (let i = 0; i < 300; i++) alone.push(await robotsMs(baseUrl));
  let uploading = true;
  const uploads = Promise.all(
    Array.from({ length: UPLOADS }, (_, visitor) => upload(baseUrl, photo, visitor)),
  );
  void uploads.finally(() => {
    uploading = false;
  });
  const loaded: number[] = [];
  while (uploading) {
    loaded.push(await robotsMs(baseUrl));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const results = await uploads;
  const report = {
    aloneMedianMs: percentile(alone, 0.5),
    aloneP95Ms: percentile(alone, 0.95),
    loadedMedianMs: percentile(loaded, 0.5),
    loadedP95Ms: percentile(loaded, 0.95),
    loadedMaxMs: Math.max(...loaded),
    loadedRequests: loaded.length,
    uploadStatuses: results.map((result) => result.status),
    slowestUploadMs: Math.max(...results.map((result) => result.ms)),
  };
  const ratio = report.loadedMedianMs / report.aloneMedianMs;
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  process.stdout.write(
    `\nGET /robots.txt during ${UPLOADS} parallel HEIC uploads (${PHOTO}):\n` +
      `  alone          median ${fmt(report.aloneMedianMs)}, p95 ${fmt(report.aloneP95Ms)} (300 requests)\n` +
      `  during uploads median ${fmt(report.loadedMedianMs)}, p95 ${fmt(report.loadedP95Ms)}, max ${fmt(report.loadedMaxMs)} (${report.loadedRequests} requests)\n` +
      `  ratio of medians ${ratio.toFixed(2)}   (at most 2)\n` +
      `  uploads answered ${report.uploadStatuses.join(' ')}, the last after ${(report.slowestUploadMs / 1000).toFixed(1)} s\n`,
  );
  return { ...report, ratio };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await startApp();
  try {
    await measurePhotoUploads(app.url);
  } finally {
    await app.stop();
  }
}
