import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import { TOASTS } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { escapeHtml, rootOf } from '../support/html';
import { makePng } from '../support/images';
import { hiddenDataIn, phoneJpeg } from '../support/photo-metadata';

/**
 * The visitor's side and where each lead came from (docs/leads.md#attribution): attribution through the
 * real form post and the API, its limits, the lasting thank-you panel, the wildfire pages' community link, the
 * page cache's one copy for every utm_* address, the tap counters and the photos.
 */
const PUBLIC_URL = 'https://www.summitcoast.example';
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  const pageRenderer = bundledRenderer(path.resolve('src/client'), render);
  app = await startTestApp(orm, { PUBLIC_URL, TRUST_PROXY: 'loopback' }, { pageRenderer });
  await createAdmin(orm);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
};

const lead = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(626) 555-0134',
  projectType: 'Fire Rebuild: Altadena',
  message: 'Our house on Lake Ave burned.\nWe want to rebuild.',
};

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextAddress(),
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function postJson(body: Record<string, unknown>) {
  return app.http.post('/api/contact', body, { 'x-forwarded-for': nextAddress() });
}

const saved = (name: string) => orm.em.fork().findOneOrFail(ContactSubmission, { name });

describe('attribution, taken from the visit and carried by the form', () => {
  it('a form posted without the island carries the hidden fields; device class and language come from the headers', async () => {
    const response = await postForm(
      {
        ...lead,
        name: 'Form Visitor',
        website: '',
        propertyAddress: '2260 Lake Ave, Altadena, CA 91001',
        landingPage: '/wildfire-recovery',
        referrerHost: 'google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'altadena-rebuild',
        utmTerm: 'fire rebuild contractor',
        utmContent: 'ad-1',
        gclid: 'Cj0KCQiA_forged-looking_but_valid-123',
        gbraid: '',
        wbraid: '',
        deviceClass: '',
        language: '',
      },
      {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
        'accept-language': 'es-MX,es;q=0.9',
      },
    );
    expect(response.status).toBe(303);
    const row = await saved('Form Visitor');
    expect(row).toMatchObject({
      propertyAddress: '2260 Lake Ave, Altadena, CA 91001',
      landingPage: '/wildfire-recovery',
      referrerHost: 'google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'altadena-rebuild',
      utmTerm: 'fire rebuild contractor',
      utmContent: 'ad-1',
      gclid: 'Cj0KCQiA_forged-looking_but_valid-123',
      gbraid: null,
      wbraid: null,
      deviceClass: 'phone',
      language: 'es-MX',
      // The form's English value, stored by its id.
      projectType: 'fire-rebuild-altadena',
    });
  });

  it('the API takes the same fields; a lead without them stores none', async () => {
    const withVisit = await postJson({
      ...lead,
      name: 'Api Visitor',
      gbraid: '0AAAAA-gbraid',
      deviceClass: 'desktop',
      language: 'en-US',
    });
    expect(withVisit.status).toBe(200);
    expect(await saved('Api Visitor')).toMatchObject({
      gbraid: 'gbraid' in {} ? '' : '0AAAAA-gbraid',
      deviceClass: 'desktop',
      language: 'en-US',
      landingPage: null,
    });
    const without = await postJson({ ...lead, name: 'Plain Visitor' });
    expect(without.status).toBe(200);
    expect(await saved('Plain Visitor')).toMatchObject({
      utmSource: null,
      gclid: null,
      deviceClass: null,
      propertyAddress: '',
    });
  });

  it.each([
    ['utmSource', 'x'.repeat(101), 'utmSource must be at most 100 characters'],
    ['utmCampaign', 'y'.repeat(151), 'utmCampaign must be at most 150 characters'],
    ['gclid', 'Cj0K"><script>', 'gclid is not a valid value'],
    ['gclid', 'abc def', 'gclid is not a valid value'],
    ['wbraid', 'a'.repeat(201), 'wbraid must be at most 200 characters'],
    ['utmCampaign', 'spring\u202Eelas', 'utmCampaign must not contain control or direction characters'],
    ['utmTerm', 'line\nbreak', 'utmTerm must not contain control or direction characters'],
    ['landingPage', 'https://evil.example/', 'landingPage is not a valid value'],
    ['landingPage', '/wildfire-recovery?community=<b>', 'landingPage is not a valid value'],
    ['landingPage', '/wildfire-recovery?community=a#x', 'landingPage is not a valid value'],
    ['referrerHost', 'evil.example/path', 'referrerHost is not a valid value'],
    ['deviceClass', 'fridge', 'deviceClass is not a valid value'],
    ['language', 'en_US<', 'language is not a valid value'],
    ['propertyAddress', 'Lake Ave\u2066 1', 'Property address must be one line'],
    ['photos', ['not-a-photo'], 'photos must be photo ids'],
  ])('%s = hostile value is a 400 naming the field', async (field, value, message) => {
    const result = await postJson({ ...lead, name: `Hostile ${field}`, [field]: value });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain(field);
    expect(result.body.message).toContain(message);
  });

  it('the landing page keeps the community or filter that made it a page of its own, shown on the lead’s page', async () => {
    const sent = await postJson({
      ...lead,
      name: 'Altadena Landing',
      propertyAddress: '2260 Lake Ave, Altadena, CA 91001',
      landingPage: '/wildfire-recovery?community=altadena',
    });
    expect(sent.status, sent.text).toBe(200);
    const { id } = sent.body as { id: number };
    const owner = new HttpClient(app.baseUrl);
    await owner.login();
    const visit = await owner.get(`/api/admin/lead-visits/${id}`);
    expect(visit.status).toBe(200);
    expect(visit.body).toEqual({
      id,
      propertyAddress: '2260 Lake Ave, Altadena, CA 91001',
      attribution: { landingPage: '/wildfire-recovery?community=altadena' },
      photos: [],
    });
    expect((await owner.get('/api/admin/lead-visits/999999')).status).toBe(404);
    expect((await app.http.get(`/api/admin/lead-visits/${id}`)).status).toBe(401);
    // The newest new leads are named for the line above the panel's tabs, their project type in English.
    const summary = (await owner.get('/api/admin/leads/summary')).body as {
      newCount: number;
      newest: Array<{ id: number; name: string; projectType: string }>;
    };
    expect(summary.newest[0]).toEqual({
      id,
      name: 'Altadena Landing',
      projectType: 'Fire Rebuild: Altadena',
    });
    expect(summary.newest.length).toBeLessThanOrEqual(3);
    expect(summary.newCount).toBeGreaterThanOrEqual(summary.newest.length);
  });

  it('values at their limits are taken', async () => {
    const result = await postJson({
      ...lead,
      name: 'At Limits',
      utmSource: 's'.repeat(100),
      utmCampaign: 'c'.repeat(150),
      gclid: 'g'.repeat(200),
      landingPage: `/${'p'.repeat(299)}`,
      propertyAddress: 'a'.repeat(300),
    });
    expect(result.status).toBe(200);
    expect((await saved('At Limits')).gclid).toHaveLength(200);
  });
});

describe('the thank-you panel that stays', () => {
  it('a form sent without JavaScript comes back to its receipt, which shows what was sent, never cached', async () => {
    const response = await postForm({
      ...lead,
      name: 'Receipt Visitor',
      website: '',
      propertyAddress: '1 Main St',
    });
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/contact\?sent=[A-Za-z0-9_-]{32}#contact-form$/);
    const page = await fetch(app.baseUrl + location.replace(/#.*/, ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = rootOf(await page.text());
    expect(html).toContain(escapeHtml(TOASTS.contactSent.title));
    expect(html).toContain('Receipt Visitor');
    expect(html).toContain('1 Main St');
    expect(html).toContain('Our house on Lake Ave burned.');
    expect(html).not.toContain('name="message"');
    // A reload shows it again; the page cache keeps no copy of it.
    const again = await fetch(app.baseUrl + location.replace(/#.*/, ''));
    expect(rootOf(await again.text())).toContain('Receipt Visitor');
    expect(app.pageStore.get(location.replace(/#.*/, ''))).toBeUndefined();
    const entries = app.pageStore.size.entries;
    await fetch(app.baseUrl + location.replace(/#.*/, ''));
    expect(app.pageStore.size.entries).toBe(entries);
  });

  it('the API answers the receipt; an unknown receipt shows the thanks without anything sent', async () => {
    const result = await postJson({ ...lead, name: 'Api Receipt' });
    expect(result.body.receipt).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const unknown = rootOf((await app.http.get(`/contact?sent=${'A'.repeat(32)}`)).text);
    expect(unknown).toContain(escapeHtml(TOASTS.contactSent.title));
    expect(unknown).not.toContain('What you sent');
    const generic = rootOf((await app.http.get('/contact?sent=1')).text);
    expect(generic).toContain(escapeHtml(TOASTS.contactSent.title));
  });
});

describe('the page cache and the wildfire pages', () => {
  it('keeps one copy of a page for every utm_*/gclid address: the same bytes', async () => {
    const first = await fetch(`${app.baseUrl}/contact?utm_source=google&utm_campaign=a&gclid=abc`);
    const second = await fetch(`${app.baseUrl}/contact?utm_source=bing&utm_medium=cpc`);
    const plain = await fetch(`${app.baseUrl}/contact`);
    expect(first.status).toBe(200);
    const etags = [first, second, plain].map((response) => response.headers.get('etag'));
    expect(new Set(etags).size).toBe(1);
    expect(await first.text()).toBe(await plain.text());
  });

  it("the wildfire page's buttons open the form with its community's fire rebuild chosen, server-rendered", async () => {
    const wildfire = rootOf((await app.http.get('/wildfire-recovery?community=altadena')).text);
    expect(wildfire).toContain('href="/contact?community=altadena#contact-form"');
    const form = rootOf((await app.http.get('/contact?community=altadena')).text);
    expect(form).toMatch(/<option value="Fire Rebuild: Altadena" selected="">/);
    const palisades = rootOf((await app.http.get('/contact?community=pacific-palisades')).text);
    expect(palisades).toMatch(/<option value="Fire Rebuild: Pacific Palisades" selected="">/);
    const unknown = await fetch(`${app.baseUrl}/contact?community=atlantis`, { redirect: 'manual' });
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get('location')).toBe('/contact');
  });
});

describe('taps and form starts, counted per page as aggregates', () => {
  const count = async (page: string, kind: string) => {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute(
        'select coalesce(sum(count), 0)::int as n from page_event_counts where page = ? and kind = ?',
        [page, kind],
      );
    return Number(rows[0]?.n);
  };

  it('adds to one counter per page, kind and day, and refuses unknown pages and kinds naming the field', async () => {
    const before = await count('/wildfire-recovery', 'tel');
    for (let i = 0; i < 3; i += 1) {
      const result = await app.http.post(
        '/api/page-events',
        { page: '/wildfire-recovery', kind: 'tel' },
        { 'x-forwarded-for': '203.0.113.5' },
      );
      expect(result.status).toBe(200);
    }
    expect(await count('/wildfire-recovery', 'tel')).toBe(before + 3);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from page_event_counts where page = ?', ['/wildfire-recovery']);
    expect(Number(rows[0]?.n)).toBe(1);
    const badPage = await app.http.post('/api/page-events', { page: '/secret', kind: 'tel' });
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('page');
    const badKind = await app.http.post('/api/page-events', { page: '/', kind: 'visit' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain('kind');
  });

  it('throttles one address (429), and stores nothing about who tapped', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const result = await app.http.post(
        '/api/page-events',
        { page: '/contact', kind: 'mailto' },
        { 'x-forwarded-for': '203.0.113.77' },
      );
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const columns = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ column_name: string }>>(
        `select column_name from information_schema.columns where table_name = 'page_event_counts' order by 1`,
      );
    expect(columns.map((row) => row.column_name)).toEqual(['count', 'day', 'kind', 'page']);
  });
});

describe('photos: signed single-use tickets, images only, bounded, cleaned, never public', () => {
  const sameSite = { 'sec-fetch-site': 'same-origin' };
  async function tickets(count: number, address = '192.0.2.200') {
    const response = await fetch(`${app.baseUrl}/contact/photos/tickets?count=${count}`, {
      method: 'POST',
      headers: { ...sameSite, 'x-forwarded-for': address },
    });
    return {
      status: response.status,
      body: (await response.json()) as { tickets: Array<{ id: string; url: string }>; message?: string },
    };
  }
  const put = (
    url: string,
    body: Buffer | string,
    address = '192.0.2.200',
    headers: Record<string, string> = sameSite,
  ) =>
    fetch(app.baseUrl + url, {
      method: 'PUT',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { ...headers, 'x-forwarded-for': address },
    });

  it('a ticket takes one photo: its metadata stripped, the second upload refused', async () => {
    const { body } = await tickets(2);
    expect(body.tickets).toHaveLength(2);
    const [first] = body.tickets;
    if (!first) throw new Error('no ticket');
    const photo = await phoneJpeg(80, 60);
    expect((await hiddenDataIn(photo)).gps).toBe(true);
    const uploaded = await put(first.url, photo);
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ id: first.id });
    const again = await put(first.url, photo);
    expect(again.status).toBe(409);
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute('select bytes from lead_photos where id = ?', [first.id]);
    const hidden = await hiddenDataIn(row?.bytes);
    expect(hidden).toEqual({ gps: false, serial: false, exif: false });
  });

  it('refuses forged tickets, other sites, non-images, SVG and GIF, and bodies over 10 MB', async () => {
    const { body } = await tickets(4);
    // A refused photo uses its ticket up (it counts in the address's allowance), so each takes its own.
    const [a, b, c, d] = body.tickets;
    if (!a || !b || !c || !d) throw new Error('no tickets');
    expect((await put(a.url.replace(/signature=[^&]+/, 'signature=forged'), makePng())).status).toBe(403);
    expect((await put(a.url.replace(a.id, crypto.randomUUID()), makePng())).status).toBe(403);
    expect((await put(a.url, makePng(), '192.0.2.200', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await put(a.url, 'just text')).status).toBe(415);
    const svg = await put(b.url, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(svg.status).toBe(415);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await put(d.url, gif)).status).toBe(415);
    const huge = await put(c.url, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.status).toBe(413);
    expect((await tickets(6)).status).toBe(400);
    expect((await tickets(0)).status).toBe(400);
  });

  it('is throttled per address like the form', async () => {
    const address = '192.0.2.250';
    const { body } = await tickets(5, address);
    const more = await tickets(5, address);
    const all = [...body.tickets, ...more.body.tickets];
    // CONTACT_RATE_LIMIT (5) requests × 5 photos: the 26th in the window is refused.
    const limit = 25;
    let refused = 0;
    for (let round = 0; round < 3 && refused === 0; round += 1) {
      const batch =
        round === 0
          ? all
          : (await tickets(5, address)).body.tickets.concat((await tickets(5, address)).body.tickets);
      for (const ticket of batch) {
        const result = await put(ticket.url, makePng(), address);
        if (result.status === 429) {
          refused += 1;
          expect(result.headers.get('retry-after')).toBe('900');
        }
      }
    }
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from lead_photos where client_ip = ?', [address]);
    expect(Number(row?.n)).toBe(limit);
    expect(refused).toBeGreaterThan(0);
  });

  it('joins its request, is shown to the signed-in owner only, and nowhere public', async () => {
    const { body } = await tickets(2, '192.0.2.201');
    const ids: string[] = [];
    for (const ticket of body.tickets) {
      expect((await put(ticket.url, makePng(40, 30), '192.0.2.201')).status).toBe(201);
      ids.push(ticket.id);
    }
    // An unsent photo is no one's yet: the owner cannot open it either.
    const owner = new HttpClient(app.baseUrl);
    await owner.login();
    expect((await owner.get(`/api/admin/lead-photos/${ids[0]}`)).status).toBe(404);

    const sent = await postJson({ ...lead, name: 'Photo Visitor', photos: ids });
    expect(sent.status).toBe(200);
    const shown = await owner.get(`/api/admin/lead-photos/${ids[0]}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect((await app.http.get(`/api/admin/lead-photos/${ids[0]}`)).status).toBe(401);
    expect((await app.http.get(`/objects/portfolio/${ids[0]}`)).status).toBe(404);
    expect((await app.http.get(`/objects/lead-photos/${ids[0]}`)).status).toBe(404);

    const visits = await owner.get('/trpc/admin.leadReport.visits');
    const visit = visits.body.result.data.json.find((entry: { id: number }) => entry.id === sent.body.id);
    expect(visit.photos.map((photo: { id: string }) => photo.id)).toEqual(ids);

    // A photo goes with one request only; a request naming a sent or unknown photo is refused, naming the field.
    const reused = await postJson({ ...lead, name: 'Photo Thief', photos: [ids[0]] });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('photos');
    const tooMany = await postJson({
      ...lead,
      name: 'Photo Hoarder',
      photos: Array.from({ length: 6 }, () => crypto.randomUUID()),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('photos must be at most 5');
    // The thank-you panel counts them.
    const receiptPage = rootOf((await app.http.get(`/contact?sent=${sent.body.receipt}`)).text);
    expect(receiptPage).toContain('2 photos');
  });
});

describe('the report and the Google Ads file', () => {
  it('counts leads, estimates, won jobs and won value by source and landing page per month; exports won gclids', async () => {
    const made: number[] = [];
    const add = async (name: string, fields: Record<string, string>) => {
      const result = await postJson({ ...lead, name, ...fields });
      expect(result.status).toBe(200);
      made.push(result.body.id);
      return result.body.id as number;
    };
    const won = await add('Report Won', {
      utmSource: 'Newsletter',
      landingPage: '/services',
      gclid: 'EAIaIQobChMI-won',
    });
    // A click id may start with `-`: the Google Ads file writes it as it is, without the formula guard's apostrophe.
    const dashed = await add('Report Dashed', { landingPage: '/report-dash', gclid: '-Cj0KCQ-dash_first' });
    const estimate = await add('Report Estimate', { utmSource: 'newsletter', landingPage: '/services' });
    await add('Report Referral', { referrerHost: 'yelp.com', landingPage: '/report-test' });
    const owner = new HttpClient(app.baseUrl);
    await owner.login();
    // Through the inbox's own write path: Won with its value, and the last open step (Estimate sent).
    expect(
      (await owner.put(`/api/admin/leads/${won}/status`, { status: 'Won', jobValue: 42500 })).status,
    ).toBe(200);
    expect(
      (await owner.put(`/api/admin/leads/${dashed}/status`, { status: 'Won', jobValue: 900 })).status,
    ).toBe(200);
    expect((await owner.put(`/api/admin/leads/${estimate}/status`, { status: 'Estimate sent' })).status).toBe(
      200,
    );
    await orm.em
      .fork()
      .getConnection()
      .execute(`update contact_submissions set created_at = '2026-11-01 06:30:00+00' where id = ?`, [won]);

    const report = await owner.get('/api/admin/lead-report');
    expect(report.status).toBe(200);
    const newsletter = report.body.bySource.filter((row: { key: string }) => row.key === 'newsletter');
    const totals = newsletter.reduce(
      (
        sum: { leads: number; estimates: number; won: number; value: number },
        row: { leads: number; estimates: number; won: number; wonValueCents: number },
      ) => ({
        leads: sum.leads + row.leads,
        estimates: sum.estimates + row.estimates,
        won: sum.won + row.won,
        value: sum.value + row.wonValueCents,
      }),
      { leads: 0, estimates: 0, won: 0, value: 0 },
    );
    expect(totals).toEqual({ leads: 2, estimates: 2, won: 1, value: 4250000 });
    // 06:30 UTC on November 1st is still October 31st in Los Angeles.
    expect(newsletter.find((row: { won: number }) => row.won === 1)?.month).toBe('2026-10');
    expect(report.body.bySource.some((row: { key: string }) => row.key === 'yelp.com')).toBe(true);
    expect(
      report.body.byLandingPage.some(
        (row: { key: string; leads: number }) => row.key === '/report-test' && row.leads === 1,
      ),
    ).toBe(true);

    const csv = await owner.get('/api/admin/google-ads-conversions.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Parameters:TimeZone=America/Los_Angeles');
    expect(lines[1]).toBe(
      '"Google Click ID","Conversion Name","Conversion Time","Conversion Value","Conversion Currency"',
    );
    expect(lines).toContain('"EAIaIQobChMI-won","Won job","2026-10-31 23:30:00-07:00","42500.00","USD"');
    const dashedLine = lines.filter((line) => line.startsWith('"-Cj0KCQ-dash_first","Won job",'));
    expect(dashedLine).toHaveLength(1);
    expect(dashedLine[0]).toMatch(/,"900\.00","USD"$/);
    expect(lines).toHaveLength(4);
    expect((await app.http.get('/api/admin/google-ads-conversions.csv')).status).toBe(401);
  });
});
