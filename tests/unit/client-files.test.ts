import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientFiles } from '../../src/server/http/page-cache/client-files';
import { rawRequest } from '../support/raw-http';

let dir: string;
let server: http.Server;
let baseUrl: string;

/** What the file server did with a path: sent something itself, or passed it on (`next`: the page handler's). */
const FELL_THROUGH = 'x-fell-through';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'scb-client-files-unit-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'images', 'gallery'), { recursive: true });
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'google5f3a9c1d.html'), 'verification');
  writeFileSync(path.join(dir, 'price list.pdf'), '%PDF');
  writeFileSync(path.join(dir, 'café.txt'), 'menu');
  writeFileSync(path.join(dir, 'assets', 'app-Ab12.js'), 'x');
  writeFileSync(path.join(dir, 'images', 'gallery', 'a.jpg'), 'x');
  writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), 'x');
  writeFileSync(path.join(dir, '.env'), 'x');
  // The same file server as http/client.ts's, with nothing before it.
  const app = express();
  app.use(express.static(dir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  app.use((_req, res) => {
    res.setHeader(FELL_THROUGH, '1');
    res.status(404).end();
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Paths as written on the request line: files, their other spellings, and addresses none of them is. */
const FILES = [
  '/favicon.svg',
  '/google5f3a9c1d.html',
  '/google5f3a9c1d%2Ehtml',
  '/google5f3a9c1d%2ehtml',
  '/price%20list.pdf',
  '/caf%C3%A9.txt',
  '/x/../favicon.svg',
  '/x/%2e%2e/favicon.svg',
  '//favicon.svg',
  '/./favicon.svg',
  '/assets/app-Ab12.js',
  '/assets/x/..%2fapp-Ab12.js',
  '/images/gallery/a.jpg',
  '/images/gallery',
  '/images/gallery%2F',
  '/images',
];
const NOT_FILES = [
  '/wp-login.php',
  '/.env',
  '/.ssr/entry-server.js',
  '/x/../.env',
  '/.git/config',
  '/favicon.svg.bak',
  '/FAVICON.SVG',
  '/favicon.svg/',
  '/x%20y',
  '/%61bout',
  '/../favicon.svg.old',
  '/..%2f..%2fetc%2fpasswd',
  '/a\\..\\favicon.svg',
  '/assets/none.js',
  '/images/gallery/none.jpg',
  '/images/gallery/',
  '/favicon.svg%2F',
  '/x%00.php',
];

describe("the built client's files", () => {
  it('are every path the file server answers, however it is spelled', async () => {
    const files = new ClientFiles(dir);
    for (const file of FILES) {
      const answer = await rawRequest(baseUrl, 'GET', file);
      expect(answer.head.toLowerCase(), file).not.toContain(FELL_THROUGH);
      expect(files.mayAnswer(file), file).toBe(true);
    }
  });

  it('are none of the paths it passes on to the page handler', async () => {
    const files = new ClientFiles(dir);
    for (const address of NOT_FILES) {
      const answer = await rawRequest(baseUrl, 'GET', address);
      expect(answer.head.toLowerCase(), address).toContain(FELL_THROUGH);
      expect(files.mayAnswer(address), address).toBe(false);
    }
  });

  it("leave to Express the escapes nothing can decode (its 400s) and the shells' addresses", () => {
    const files = new ClientFiles(dir);
    for (const path of ['/x%ZZ.php', '/x%', '/%C0%AF.html', '/index.html', '/admin.html'])
      expect(files.mayAnswer(path), path).toBe(true);
  });

  it('are none when the client is not built', () => {
    const files = new ClientFiles(path.join(dir, 'no-such-folder'));
    expect(files.mayAnswer('/favicon.svg')).toBe(false);
    expect(files.mayAnswer('/index.html')).toBe(true);
  });
});
