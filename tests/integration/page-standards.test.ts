/**
 * What crawlers, link previews and browsers read beside the page itself: the business's address as a structured
 * PostalAddress, a project page's breadcrumb trail, the share image's alt text, the browser features the site
 * turns off, and the built shells (index.html, admin.html) never answered as pages. Real HTTP, the demo site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/common/schemas/portfolio';
import type { Orm } from '../../src/server/db/orm';
import type { startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';
import { jsonLdBlocks, metaContent } from '../support/html';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

const page = async (path: string) => (await fetch(app.baseUrl + path)).text();
const business = (html: string) => jsonLdBlocks(html).find((block) => block['@type'] === 'GeneralContractor');

describe('structured data', () => {
  it('gives the business its address in parts: street, city, state, ZIP code, country', async () => {
    expect(business(await page('/'))?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1250 Fourth Street, Suite 300',
      addressLocality: 'Santa Monica',
      addressRegion: 'CA',
      postalCode: '90401',
      addressCountry: 'US',
    });
    // The owner's own line, as he writes it in Business Profile.
    expect(
      (
        await app.http.put('/api/settings/contact_address', {
          value: '88 Colorado Blvd., Pasadena, California 91105',
        })
      ).status,
    ).toBe(200);
    expect(business(await page('/about'))?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '88 Colorado Blvd.',
      addressLocality: 'Pasadena',
      addressRegion: 'CA',
      postalCode: '91105',
      addressCountry: 'US',
    });
  });

  it('gives a project page its breadcrumb trail: home, portfolio, category, the project', async () => {
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo has projects');
    const html = await page(`/portfolio/${project.slug}`);
    const trail = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
    const origin = app.env.publicUrl;
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: expect.any(String), item: `${origin}/portfolio` },
      {
        '@type': 'ListItem',
        position: 3,
        name: project.category,
        item: expect.stringMatching(new RegExp(`^${origin}/portfolio\\?category=`)),
      },
      { '@type': 'ListItem', position: 4, name: project.title, item: `${origin}/portfolio/${project.slug}` },
    ]);
  });
});

describe('share cards', () => {
  it('describe the share image with the photo’s alt text, or the page’s title for a backdrop', async () => {
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo has projects');
    const alt = project.imageDetails[0]?.alt;
    expect(alt).toBeTruthy();
    const html = await page(`/portfolio/${project.slug}`);
    expect(metaContent(html, 'og:image:alt')).toBe(alt);
    expect(metaContent(html, 'twitter:image:alt')).toBe(alt);
    const home = await page('/');
    expect(metaContent(home, 'og:image:alt')).toBe(metaContent(home, 'og:title'));
    expect(metaContent(home, 'twitter:image:alt')).toBe(metaContent(home, 'og:title'));
  });
});

describe('the browser features the site turns off', () => {
  it('allows passkeys and clipboard writes for itself only, and nothing else it does not use', async () => {
    for (const path of ['/', '/login', '/api/portfolio']) {
      const policy = (await fetch(app.baseUrl + path)).headers.get('permissions-policy') ?? '';
      const features = Object.fromEntries(policy.split(/,\s*/).map((entry) => entry.split('=')));
      expect(features, path).toMatchObject({
        'publickey-credentials-get': '(self)',
        'publickey-credentials-create': '(self)',
        'clipboard-write': '(self)',
        camera: '()',
        microphone: '()',
        geolocation: '()',
        payment: '()',
        usb: '()',
        fullscreen: '()',
        'browsing-topics': '()',
      });
    }
  });
});

describe('the built shells', () => {
  it('are not pages: /index.html and /admin.html move for good to the home page and the panel', async () => {
    for (const [shell, to] of [
      ['/index.html', '/'],
      ['/admin.html', '/admin'],
      ['/index.html?ref=old-site', '/?ref=old-site'],
    ]) {
      const response = await fetch(app.baseUrl + shell, { redirect: 'manual' });
      expect(response.status, shell).toBe(301);
      expect(response.headers.get('location'), shell).toBe(to);
    }
  });
});
