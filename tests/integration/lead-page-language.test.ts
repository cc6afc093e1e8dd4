/**
 * A lead records the language of the page it was sent from (`pageLanguage`: 'en' or 'es'; not the browser's
 * `language`), and the owner sees it: the lead's reads, the CSV export (always) and the alert e-mail (only for a page
 * not in English). The form posted without JavaScript takes it from the contact page it is posted to.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactPath } from '../../src/common/routes';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { leadIdOf, type SmtpSink, startSmtpSink } from '../support/smtp-sink';

let orm: Orm;
let sink: SmtpSink;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  sink = await startSmtpSink();
  app = await startTestApp(orm, {
    CONTACT_RATE_LIMIT: '1000',
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: 'owner@example.com',
  });
  await app.http.login();
});
// The app first: the mail server waits for the app's pooled connections before it closes.
afterAll(async () => {
  await app.close();
  await sink.close();
  await orm.close();
});

const lead = {
  name: 'Rosa Martínez',
  email: 'rosa@example.com',
  phone: '(626) 555-0142',
  projectType: 'ADU Construction',
  message: 'Queremos construir un ADU detrás de la casa.',
};

/** The contact form as a browser without JavaScript posts it from this site's page at `path`. */
function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      // A browser set to English: the page's language is not the browser's.
      'accept-language': 'en-US,en;q=0.9',
    },
    body: new URLSearchParams({ website: '', ...fields }).toString(),
  });
}

const saved = (name: string) => orm.em.fork().findOneOrFail(ContactSubmission, { name });
const RECEIPT = '[A-Za-z0-9_-]{32}';

/** The one e-mail of a lead, once it arrived, as its plain-text lines and its HTML. */
async function mailOf(id: number) {
  await vi.waitFor(() => expect(sink.messages.map(leadIdOf)).toContain(String(id)), {
    timeout: 20_000,
    interval: 100,
  });
  const mail = sink.messages.find((message) => leadIdOf(message) === String(id));
  return { lines: String(mail?.text).split('\n'), html: String(mail?.html) };
}

describe("the contact page's language, posted without JavaScript", () => {
  it('a post to the Spanish contact page is a Spanish lead, and goes back to that page with its receipt', async () => {
    expect(contactPath('es')).toBe('/es/contacto');
    // What the body says of the page is not taken: the address posted to is the page.
    const response = await postForm('/es/contacto', { ...lead, name: 'Rosa Form', pageLanguage: 'en' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      new RegExp(`^/es/contacto\\?sent=${RECEIPT}#contact-form$`),
    );
    expect(await saved('Rosa Form')).toMatchObject({ pageLanguage: 'es', language: 'en-US' });
  });

  it('a refused post to the Spanish contact page goes back to it, saying why', async () => {
    const response = await postForm('/es/contacto', { ...lead, name: 'Rosa Refused', phone: 'llámeme' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/contacto?failed=400#contact-form');
  });

  it('a post to the Spanish contact page from another site is refused in Spanish', async () => {
    const response = await fetch(`${app.baseUrl}/es/contacto`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ website: '', ...lead, name: 'Rosa Elsewhere' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Este formulario solo se puede enviar desde nuestro sitio web.');
  });

  it('a post to the English contact page stays English, whatever the body says', async () => {
    const response = await postForm('/contact', { ...lead, name: 'Ann Form', pageLanguage: 'es' });
    expect(response.headers.get('location')).toMatch(new RegExp(`^/contact\\?sent=${RECEIPT}#contact-form$`));
    expect(await saved('Ann Form')).toMatchObject({ pageLanguage: 'en' });
  });
});

describe('the API (POST /api/contact)', () => {
  it("takes the page's language, English when left out, and refuses another by the field's name", async () => {
    const spanish = await app.http.post('/api/contact', { ...lead, name: 'Rosa Api', pageLanguage: 'es' });
    expect(spanish.status, spanish.text).toBe(200);
    expect(await saved('Rosa Api')).toMatchObject({ pageLanguage: 'es' });

    const plain = await app.http.post('/api/contact', { ...lead, name: 'Ann Api' });
    expect(plain.status, plain.text).toBe(200);
    expect(await saved('Ann Api')).toMatchObject({ pageLanguage: 'en' });

    for (const wrong of ['fr', 'ES', '', null, 1]) {
      const refused = await app.http.post('/api/contact', { ...lead, name: 'Bad Page', pageLanguage: wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(refused.body.message).toContain('pageLanguage must be one of: en, es');
    }
    expect(await orm.em.fork().count(ContactSubmission, { name: 'Bad Page' })).toBe(0);
  });
});

describe('the owner sees it', () => {
  it("in the lead's reads: the inbox, the lead's page and the list", async () => {
    const { id } = await saved('Rosa Api');
    expect((await app.http.get(`/api/admin/leads/${id}`)).body).toMatchObject({ id, pageLanguage: 'es' });
    const inbox = (await app.http.get('/api/admin/leads')).body as Array<{
      id: number;
      pageLanguage: string;
    }>;
    expect(inbox.find((row) => row.id === id)?.pageLanguage).toBe('es');
    const listed = (await app.http.get('/api/admin/contact-submissions')).body as Array<{
      name: string;
      pageLanguage: string;
    }>;
    expect(listed.find((row) => row.name === 'Ann Api')?.pageLanguage).toBe('en');
  });

  it('in the CSV export: a "Page language" column on every row', async () => {
    const csv = (await app.http.get('/api/admin/contact-submissions.csv?folder=all')).text;
    const [header = '', ...rows] = csv.split('\r\n');
    const column = header.split('","').indexOf('Page language');
    expect(column).toBeGreaterThan(0);
    const languageOf = (name: string) => rows.find((row) => row.includes(`"${name}"`))?.split('","')[column];
    expect(languageOf('Rosa Form')).toBe('Spanish');
    expect(languageOf('Rosa Api')).toBe('Spanish');
    expect(languageOf('Ann Form')).toBe('English');
  });

  it('in the alert e-mail, only for a page not in English', async () => {
    const spanish = await mailOf((await saved('Rosa Form')).id);
    expect(spanish.lines).toContain('Page language: Spanish');
    expect(spanish.html).toContain('<tr><th align="left">Page language</th><td>Spanish</td></tr>');
    const english = await mailOf((await saved('Ann Form')).id);
    expect(english.lines.join('\n')).not.toMatch(/^Page language:/m);
    expect(english.html).not.toContain('Page language');
  });
});
