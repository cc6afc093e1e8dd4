import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_SHARED_SENTENCE_LIMIT } from '../../src/common/areas';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;
let photo: string;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
  photo = (await visitor.get('/api/portfolio')).body[0].imageUrls[0];
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const addProject = (title: string, location: string) =>
  app.http.post('/api/admin/portfolio', {
    title,
    description: `${title}, from foundation to finish.`,
    category: 'Fire Rebuild',
    imageUrls: [photo],
    imageDetails: [{ alt: `${title}: the finished house from the street` }],
    location,
  });

const ALTADENA = {
  city: 'Altadena',
  jurisdiction:
    'Altadena is unincorporated, so Los Angeles County rules here rather than a city hall. The county supervisors set the rebuilding ordinances after the Eaton fire.',
  permits:
    'Permits come from LA County Public Works at its Alhambra office. Like-for-like rebuilds after the Eaton fire skip the planning hearing. Soils reports are asked for on the foothill lots above Loma Alta Drive.',
  typicalWork:
    'Most of our Altadena work is rebuilding Craftsman bungalows lost in the fire. We also add ADUs behind the rebuilt houses on the deep lots west of Lake Avenue.',
};

/** The same text with Altadena's name swapped for Pacific Palisades: the doorway page Google punishes. */
const swapped = (from: typeof ALTADENA, city: string) =>
  Object.fromEntries(
    Object.entries(from).map(([key, value]) => [key, value.replaceAll('Altadena', city)]),
  ) as typeof ALTADENA;

describe('service areas from evidence', () => {
  it('lists Altadena and Pacific Palisades in the service area of the About page', async () => {
    const about = await visitor.get('/about');
    expect(about.text).toContain('Altadena');
    expect(about.text).toContain('Pacific Palisades');
  });

  it('gives a city its page only with two projects there and the owner’s text; any other /areas address is a 404', async () => {
    // One demo project in Altadena: a text may be written, but there is no page yet.
    expect((await app.http.put('/api/admin/areas', ALTADENA)).status).toBe(200);
    expect((await visitor.get('/areas/altadena')).status).toBe(404);
    expect((await visitor.get('/sitemap.xml')).text).not.toContain('/areas/altadena');
    let areas = (await visitor.get('/api/areas')).body as Array<{ slug: string; hasPage: boolean }>;
    expect(areas.find((area) => area.slug === 'altadena')).toMatchObject({ projectCount: 1, hasPage: false });

    // A second project there ("Altadena, CA" is the same city): the page exists, built from both projects.
    expect((await addProject('Mariposa Street Rebuild', 'Altadena, CA')).status).toBe(200);
    const page = await visitor.get('/areas/altadena');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Building and remodeling in Altadena');
    expect(page.text).toContain('LA County Public Works at its Alhambra office');
    expect(page.text).toContain('Mariposa Street Rebuild');
    expect(page.text).toMatch(/href="\/portfolio\/[a-z0-9-]+"/);
    expect((await visitor.get('/sitemap.xml')).text).toContain('/areas/altadena</loc>');
    areas = (await visitor.get('/api/areas')).body;
    expect(areas.find((area) => area.slug === 'altadena')).toMatchObject({ projectCount: 2, hasPage: true });
    // About links the city to its page.
    expect((await visitor.get('/about')).text).toContain('href="/areas/altadena"');

    // Two projects without the owner's text make no page either; nor does a city with no project.
    expect((await addProject('Hillside Rebuild', 'Pasadena')).status).toBe(200);
    expect((await visitor.get('/areas/pasadena')).status).toBe(404);
    expect((await visitor.get('/areas/atlantis')).status).toBe(404);
    expect((await visitor.get('/areas/Not_A_Slug')).status).toBe(404);
  });

  it('takes the same city saved several times at once (one insert, the others update)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        app.http.put('/api/admin/areas', {
          ...ALTADENA,
          typicalWork: `${ALTADENA.typicalWork} Draft ${index}.`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('refuses a text for a city no project is in', async () => {
    const answer = await app.http.put('/api/admin/areas', { ...ALTADENA, city: 'Atlantis' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('Atlantis is not a city of any project');
  });

  it(`refuses a city text that repeats more than ${AREA_SHARED_SENTENCE_LIMIT * 100}% of another city's sentences, names swapped or not`, async () => {
    const copy = await app.http.put('/api/admin/areas', swapped(ALTADENA, 'Pacific Palisades'));
    expect(copy.status).toBe(400);
    expect(copy.body.message).toMatch(
      /^jurisdiction: The text for Pacific Palisades repeats 7 of its 7 sentences/,
    );
    // Two of seven sentences shared (29%): the city's own text otherwise, so it is taken.
    const own = {
      city: 'Pacific Palisades',
      jurisdiction:
        'Pacific Palisades is part of the City of Los Angeles, so LADBS issues its permits. The coastal zone adds a Coastal Commission sign-off for work near the bluffs.',
      permits:
        'Rebuilds after the Palisades fire go through the city’s one-stop center in West LA. Hillside lots need a geology report before grading. Inspections are booked online a day ahead.',
      typicalWork: `Most of our Pacific Palisades work is rebuilding Craftsman bungalows lost in the fire. ${ALTADENA.typicalWork.split('. ')[1]}`,
    };
    const taken = await app.http.put('/api/admin/areas', own);
    expect(taken.status, taken.text).toBe(200);
    // A third shared sentence tips it over: 3 of 8.
    const more = await app.http.put('/api/admin/areas', {
      ...own,
      permits: `${own.permits} Soils reports are asked for on the foothill lots above Loma Alta Drive.`,
    });
    expect(more.status).toBe(400);
    expect(more.body.message).toContain('repeats 3 of its 8 sentences from Altadena');
  });
});
