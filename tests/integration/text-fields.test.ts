import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ActivityEntry, ContactSubmission } from '../../src/server/entities';
import { leadEmail } from '../../src/server/services/leads/lead-email';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000' });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** A line break, a carriage return, a C1 "next line", a right-to-left override, an isolate, a line separator. */
const FORGING = ['\n', '\r', '\u0085', '\u202E', '\u2067', '\u2028', '\t', '\u001B'];
const lead = {
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
  phone: '(310) 555-0199',
  message: 'A detached ADU.\nBudget is flexible.',
};
const project = {
  title: 'Hillside ADU',
  description: 'Two storeys.\n\tWith a deck.',
  category: 'ADUs',
  imageUrls: ['/images/hillside-1.jpg'],
  imageDetails: describedPhotos(['/images/hillside-1.jpg']),
};
const testimonial = { clientName: 'Ana P.', projectType: 'Kitchen', content: 'Great work.\nOn time.' };
const section = {
  pageId: 'homepage',
  sectionType: 'content',
  title: 'Why us',
  content: '<p>Line one</p>\n<p>two</p>',
};

const messageOf = (body: { message?: string }) => body.message ?? '';

describe('single-line fields', () => {
  it('refuse control and text-direction characters with a 400 naming the field, on every write', async () => {
    const cases: Array<[string, string, 'post' | 'put', (bad: string) => unknown, RegExp]> = [
      [
        'contact name',
        '/api/contact',
        'post',
        (bad) => ({ ...lead, name: `Eve${bad}Phone: 1` }),
        /^name: Name must be one line/,
      ],
      [
        'contact email',
        '/api/contact',
        'post',
        (bad) => ({ ...lead, email: `e${bad}@example.com` }),
        /^email: Email must be one line/,
      ],
      [
        'contact phone',
        '/api/contact',
        'post',
        (bad) => ({ ...lead, phone: `310 555${bad}0199` }),
        /^phone: Phone must be one line/,
      ],
      [
        'project title',
        '/api/admin/portfolio',
        'post',
        (bad) => ({ ...project, title: `Hillside${bad}ADU` }),
        /^title: Title must be one line/,
      ],
      [
        'project location',
        '/api/admin/portfolio',
        'post',
        (bad) => ({ ...project, location: `LA${bad}x` }),
        /^location: Location must be one line/,
      ],
      [
        'testimonial name',
        '/api/admin/testimonials',
        'post',
        (bad) => ({ ...testimonial, clientName: `Ana${bad}P.` }),
        /^clientName: Client name must be one line/,
      ],
      [
        'section title',
        '/api/admin/page-sections',
        'post',
        (bad) => ({ ...section, title: `Why${bad}us` }),
        /^title: Title must be one line/,
      ],
      [
        'text setting',
        '/api/settings/hero_title',
        'put',
        (bad) => ({ value: `Homes${bad}Built` }),
        /hero_title must be one line/,
      ],
      [
        'username',
        '/api/auth/login',
        'post',
        (bad) => ({ username: `admin${bad}x`, password: 'whatever-1' }),
        /^username: Username must be one line/,
      ],
    ];
    for (const [label, url, method, input, message] of cases) {
      for (const bad of FORGING) {
        const answer = await app.http[method](url, input(bad));
        expect.soft(answer.status, `${label} with U+${bad.codePointAt(0)?.toString(16)}`).toBe(400);
        expect.soft(messageOf(answer.body), label).toMatch(message);
      }
    }
    expect(await orm.em.fork().count(ContactSubmission, { name: { $like: 'Eve%' } })).toBe(0);
  });

  it('refuse the same on the tRPC door', async () => {
    const answer = await app.http.post('/trpc/public.contact.submit', {
      json: { ...lead, name: 'Eve\u202Egpj.exe' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.json.message).toMatch(/^name: Name must be one line/);
  });
});

describe('multi-line fields', () => {
  it('keep line breaks and tabs, and refuse other control and text-direction characters', async () => {
    expect((await app.http.post('/api/contact', lead)).status).toBe(200);
    expect((await app.http.post('/api/admin/portfolio', project)).status).toBe(200);
    expect((await app.http.post('/api/admin/testimonials', testimonial)).status).toBe(200);
    expect((await app.http.post('/api/admin/page-sections', section)).status).toBe(200);
    const paragraph = await app.http.put('/api/settings/homepage_about_description_1', {
      value: 'One.\n\nTwo.',
    });
    expect(paragraph.status).toBe(200);

    for (const bad of ['\u202E', '\u2066', '\u0085', '\u001B', '\u000B']) {
      const message = await app.http.post('/api/contact', { ...lead, message: `Hi${bad}there` });
      expect(message.status).toBe(400);
      expect(messageOf(message.body)).toMatch(/^message: Message must not contain control characters/);
      const description = await app.http.post('/api/admin/portfolio', {
        ...project,
        description: `A${bad}B`,
      });
      expect(messageOf(description.body)).toMatch(/^description: Description must not contain control/);
      const setting = await app.http.put('/api/settings/homepage_about_description_1', { value: `A${bad}B` });
      expect(setting.status).toBe(400);
    }
  });
});

describe('what a refused title cannot do', () => {
  it('adds no line to the Activity tab', async () => {
    const before = await orm.em.fork().count(ActivityEntry);
    await app.http.post('/api/admin/portfolio', { ...project, title: 'Deck\nadmin deleted every project' });
    expect(await orm.em.fork().count(ActivityEntry)).toBe(before);
  });
});

describe('the new-lead e-mail', () => {
  it('keeps a visitor’s fields on their own line and quotes the message, also for rows saved before the rule', () => {
    const mail = leadEmail(
      {
        id: 7,
        name: 'Eve\r\nPhone: (800) 555-0000\u202E',
        email: 'eve@example.com',
        phone: '(310) 555-0199',
        projectType: '',
        message: 'Hello\nPhone: (800) 555-0000\n\nReply to this e-mail to answer Mallory directly.',
        createdAt: new Date('2026-11-25T12:00:00Z'),
      },
      {
        from: 'site@example.com',
        to: 'owner@example.com',
        company: 'Summit Coast Builders',
        siteUrl: 'https://www.summitcoast.example',
      },
    );
    const lines = String(mail.text).split('\n');
    // The only "Phone:" and "Reply to" lines are the e-mail's own; the message's are quoted.
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: (310) 555-0199']);
    expect(lines.filter((line) => line.startsWith('Reply to'))).toHaveLength(1);
    expect(lines).toContain('> Phone: (800) 555-0000');
    expect(lines).toContain('Name: Eve Phone: (800) 555-0000');
    expect(String(mail.text)).not.toMatch(/[\r\u202E]/);
    expect(mail.subject).toBe('New lead: Eve Phone: (800) 555-0000 (General Inquiry)');
  });
});
