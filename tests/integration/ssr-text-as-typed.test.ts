import { request } from 'node:http';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import type { Orm } from '../../src/server/db/orm';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { escapeHtml, headOf, linkHref, rootOf } from '../support/html';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, {}, { pageRenderer: bundledRenderer(path.resolve('src/client'), render) });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** The replacement patterns of `String.prototype.replace`, which must never act on data. */
const PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>'];

/** A GET whose path is sent byte for byte (fetch would percent-encode the backtick). */
function rawGet(rawPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(app.baseUrl);
    const req = request({ hostname, port, path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What an attribute value says, as React escaped it. */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A whole page: one document, one <head>, one root, and islands (if any) whose props parse. Returns those props. */
function expectWholePage(html: string, label: string) {
  // The inline theme script's comment mentions <head>: the document's own tags are counted without it.
  const markup = html.replace(/<script>[\s\S]*?<\/script>/g, '');
  for (const tag of [/<!doctype html>/gi, /<head>/g, /<\/head>/g, /<body/g])
    expect(markup.match(tag), `${label} ${tag}`).toHaveLength(1);
  expect(html.match(/<div id="root">/g), label).toHaveLength(1);
  const props = [...html.matchAll(/ data-island-props="([^"]*)"/g)].map((match) =>
    superjson.parse(unescapeAttribute(match[1] ?? '')),
  );
  return props;
}

describe('text with $ patterns renders exactly as typed', () => {
  it("in a setting shown on the page and carried in an island's props", async () => {
    const original = (await app.http.get('/api/settings')).body as Array<{ key: string; value: string }>;
    try {
      for (const pattern of PATTERNS) {
        const label = `Call us ${pattern} to $$$ ${pattern}end`;
        // The contact form's title: in the page and in the contact form island's props.
        expect((await app.http.put('/api/settings/contact_form_title', { value: label })).status).toBe(200);
        const { status, text } = await app.http.get('/contact');
        expect(status).toBe(200);
        const props = expectWholePage(text, pattern);
        expect(props.length, pattern).toBeGreaterThan(0);
        expect(rootOf(text), pattern).toContain(escapeHtml(label));
        expect(JSON.stringify(props)).toContain(JSON.stringify(label));
      }
    } finally {
      const value = original.find((row) => row.key === 'contact_form_title')?.value ?? '';
      await app.http.put('/api/settings/contact_form_title', { value });
    }
  });

  it('in the favicon setting, which goes into the head', async () => {
    const favicon = 'https://cdn.example/icon$`$&$$.png';
    expect((await app.http.put('/api/settings/site_favicon', { value: favicon })).status).toBe(200);
    try {
      const { text } = await app.http.get('/about');
      expectWholePage(text, favicon);
      expect(linkHref(text, 'icon')).toBe(favicon);
      expect(headOf(text).match(/<link rel="icon"/g)).toHaveLength(1);
    } finally {
      await app.http.put('/api/settings/site_favicon', { value: '' });
    }
  });

  it('in the path of a 404 page', async () => {
    for (const pattern of PATTERNS) {
      const result = await rawGet(`/no-such-page/${encodeURI(pattern).replace('%60', '`')}x`);
      expect(result.status, pattern).toBe(404);
      expectWholePage(result.text, pattern);
      expect(rootOf(result.text), pattern).toContain('Page Not Found');
    }
    const raw = await rawGet("/missing$`/and$'/$&");
    expect(raw.status).toBe(404);
    expectWholePage(raw.text, 'raw path');
    // One kept 404 page answers every unknown address: the path asked for is nowhere in it, not even a canonical link.
    expect(linkHref(raw.text, 'canonical')).toBeUndefined();
    expect(raw.text).not.toContain('missing');
  });
});
