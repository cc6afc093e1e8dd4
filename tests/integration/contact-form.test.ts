import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import { MESSAGES, TOASTS } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { escapeHtml, rootOf } from '../support/html';

const PUBLIC_URL = 'https://www.summitcoast.example';
const CONTACT_RATE_LIMIT = 3;
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  // The render function straight from source; the template is the source index.html.
  const pageRenderer = bundledRenderer(path.resolve('src/client'), render);
  app = await startTestApp(
    orm,
    { PUBLIC_URL, CONTACT_RATE_LIMIT: String(CONTACT_RATE_LIMIT), TRUST_PROXY: 'loopback' },
    { pageRenderer },
  );
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

let addressCount = 0;
/** The contact form as a browser without JavaScript sends it, from an address of its own (the throttle counts). */
function postForm(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  addressCount += 1;
  return fetch(`${app.baseUrl}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `192.0.2.${addressCount}`,
      ...headers,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

const lead = {
  website: '',
  name: 'Jordan <b>Reyes</b>',
  email: 'jordan@example.com',
  phone: '(310) 555-0199',
  projectType: 'ADU Construction',
  message: 'A detached ADU.\nBudget is flexible.',
};
/** The redirect carries the request's receipt, which shows the lasting thank-you panel. */
const SENT_TO_RECEIPT = /^\/contact\?sent=[A-Za-z0-9_-]{32}#contact-form$/;
const saved = (name: string) => orm.em.fork().findOne(ContactSubmission, { name });

describe('the contact form without JavaScript (POST /contact)', () => {
  it('saves the request through the contact procedure and redirects back to the form with its receipt', async () => {
    // As a browser sends a textarea: line breaks as CRLF, saved as LF like the app's.
    const typed = { ...lead, message: lead.message.replace('\n', '\r\n') };
    const response = await postForm(typed, { origin: PUBLIC_URL });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved(lead.name)).toMatchObject({
      email: lead.email,
      phone: lead.phone,
      // Sent as the form's English value, stored by its id.
      projectType: 'adu-construction',
      message: lead.message,
      spamReason: null,
    });
  });

  it('keeps a filled honeypot as spam, with the same answer', async () => {
    const response = await postForm({ ...lead, name: 'Form Bot', website: 'https://spam.example' });
    expect(response.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved('Form Bot')).toMatchObject({ spamReason: 'honeypot' });
  });

  it('answers invalid or missing fields with ?failed=400 and saves nothing', async () => {
    const invalid: Array<Record<string, string>> = [
      { ...lead, name: 'Bad Phone', phone: 'call me' },
      { name: 'Only A Name' },
      {},
    ];
    for (const fields of invalid) {
      const response = await postForm(fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact?failed=400#contact-form');
    }
    expect(await saved('Bad Phone')).toBeNull();
    expect(await saved('Only A Name')).toBeNull();
  });

  it('refuses a body too large before reading it, with ?failed=413, and saves nothing', async () => {
    const response = await postForm({ ...lead, name: 'Huge Form', message: 'x'.repeat(300_000) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?failed=413#contact-form');
    expect(await saved('Huge Form')).toBeNull();
  });

  it('takes the longest valid form in a script of three-byte characters', async () => {
    const longest = { ...lead, name: `Long Form ${'家'.repeat(190)}`, message: '家'.repeat(5000) };
    const response = await postForm(longest);
    expect(response.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved(longest.name)).toMatchObject({ message: longest.message });
  });

  it('saves a request whose text holds half an emoji, as U+FFFD', async () => {
    // A browser sends a lone surrogate as the UTF-8 of U+FFFD; the (invalid) UTF-8 bytes of one are kept as sent.
    const halfEmoji = await postForm({ ...lead, name: 'Half \ud83d Emoji' });
    expect(halfEmoji.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved('Half \ufffd Emoji')).not.toBeNull();
    const { name: _name, ...unnamed } = lead;
    const rawBytes = await postForm(`${new URLSearchParams(unnamed)}&name=Raw%ED%A0%BD+Bytes`);
    expect(rawBytes.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved('Raw%ED%A0%BD Bytes')).not.toBeNull();
  });

  it('throttles one address as the API does: ?failed=429', async () => {
    const address = { 'x-forwarded-for': '198.51.100.77' };
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      const response = await postForm({ ...lead, name: `Busy ${i}` }, address);
      expect(response.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    }
    const refused = await postForm({ ...lead, name: 'One Too Many' }, address);
    expect(refused.headers.get('location')).toBe('/contact?failed=429#contact-form');
    expect(await saved('One Too Many')).toBeNull();
  });

  it('refuses a post from another site, and takes its own site’s (whose Origin a browser sends as null)', async () => {
    const crossSite: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
      // A sibling subdomain, and a post no page of any site made: only this site's own pages may send it.
      { 'sec-fetch-site': 'same-site', origin: 'null' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'SAME-ORIGIN' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await postForm({ ...lead, name: 'Cross Site' }, headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('This form can only be sent from our own site.');
    }
    expect(await saved('Cross Site')).toBeNull();

    const own = await postForm(
      { ...lead, name: 'Own Site' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
    );
    expect(own.headers.get('location')).toMatch(SENT_TO_RECEIPT);
    expect(await saved('Own Site')).not.toBeNull();
    // A client that sends no Sec-Fetch-Site at all (an old browser, a script) is taken, as the API takes it.
    const noHeader = await postForm({ ...lead, name: 'No Fetch Metadata' });
    expect(noHeader.headers.get('location')).toMatch(SENT_TO_RECEIPT);
  });

  it('the page it redirects to says how it went, above the form', async () => {
    const sent = rootOf((await app.http.get('/contact?sent=1')).text);
    expect(sent).toContain(escapeHtml(TOASTS.contactSent.title));
    expect(sent).toContain(escapeHtml(TOASTS.contactSent.description));
    expect(sent).toContain('id="contact-form"');

    const throttled = rootOf((await app.http.get('/contact?failed=429')).text);
    expect(throttled).toContain(escapeHtml(TOASTS.contactFailed));
    expect(throttled).toContain(escapeHtml('Please try again or contact us directly.'));
    expect(throttled).not.toContain(escapeHtml(MESSAGES.contactThrottled(15)));

    const plain = rootOf((await app.http.get('/contact')).text);
    expect(plain).not.toContain(escapeHtml(TOASTS.contactSent.title));
    expect(plain).not.toContain(escapeHtml(TOASTS.contactFailed));
    // Before the app starts, the browser checks the form itself: no novalidate, and the button is enabled.
    // (The page's first form is the phone menu's dialog form.)
    const form = plain.match(/<form [^>]*action="\/contact"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(form).not.toMatch(/novalidate/i);
    expect(plain).not.toMatch(/<button type="submit" disabled/);
  });
});
