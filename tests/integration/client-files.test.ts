import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import type { Orm } from '../../src/server/db/orm';
import { acceptedEncodings } from '../../src/server/http/precompressed';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

/** A real script (React's, about 17 KB), and a stylesheet too small to be compressed. */
const SCRIPT = readFileSync('node_modules/react/cjs/react.production.js', 'utf8');
const SMALL_CSS = 'a{color:red}';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'scb-client-files-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-Ab12Cd.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'tiny-Ef34Gh.css'), SMALL_CSS);
  await precompress(path.join(clientDir, 'assets'));
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm, { CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await app.close();
  await orm.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The raw answer, bytes as they travelled (fetch would decode them). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      // The path as written: a URL object would resolve `%2e%2e` segments before sending.
      const { hostname, port } = new URL(app.baseUrl);
      const request = http.request({ hostname, port, path: urlPath, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('built scripts and stylesheets', () => {
  it('are sent as the build compressed them: brotli when taken, whatever the header’s order, else gzip', async () => {
    const brotli = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    // Quality 11: smaller than the quality-4 brotli that compressing each request uses.
    const quality4 = zlib.brotliCompressSync(SCRIPT, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(brotli.body.length).toBeLessThan(quality4.length);

    const gzip = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
  });

  it('are sent plain to a client that takes no encoding, with the same caching', async () => {
    const plain = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answer a repeated request with 304, and HEAD without a body', async () => {
    const first = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-Ab12Cd.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    // Each encoding is a representation of its own, with an ETag of its own.
    const plain = await get('/assets/app-Ab12Cd.js');
    expect(plain.headers.etag).not.toBe(first.headers.etag);

    const head = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('small files have no compressed copy and are sent as they are', async () => {
    const tiny = await get('/assets/tiny-Ef34Gh.css', { 'accept-encoding': 'br' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(SMALL_CSS);
  });

  it('serve nothing outside the assets, and nothing for unknown names', async () => {
    for (const tricky of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/index.html', '/assets/nope.js']) {
      const response = await get(tricky, { 'accept-encoding': 'br' });
      expect([403, 404], tricky).toContain(response.status);
      expect(response.headers['content-encoding'], tricky).toBeUndefined();
    }
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and wildcards, in our order of preference', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR;Q=0.5')).toEqual(['br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;q=0, identity')).toEqual([]);
    expect(acceptedEncodings('br;q=nonsense')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
