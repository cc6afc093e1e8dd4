/**
 * Every public page in each language, a project page, an area page, the 404 and the sign-in shell are valid HTML by the W3C's own
 * checker (the Nu Html Checker, `vnu-jar`), as a crawler or a browser reads them: the pages rendered from source
 * and fetched over real HTTP, all checked in one Java run (the JVM takes a second or two to start).
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJava, VNU_JAR, VNU_JAVA_OPTIONS } from '../../scripts/java';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import type { Orm } from '../../src/server/db/orm';
import type { startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
const java = findJava();

beforeAll(async () => {
  if (!java) return;
  ({ orm, app } = await startDemoSite());
  await app.http.login();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

/** A city with its own page: two projects there and the owner's words about building in it. */
async function addAreaPage(): Promise<string> {
  const photo = (await app.http.get('/api/portfolio')).body[0].imageUrls[0];
  for (const title of ['Mariposa Street Rebuild', 'Loma Alta Drive Rebuild']) {
    const added = await app.http.post('/api/admin/portfolio', {
      title,
      description: `${title}, from foundation to finish.`,
      category: 'Fire Rebuild',
      imageUrls: [photo],
      imageDetails: [{ alt: `${title}: the finished house from the street` }],
      location: 'Altadena, CA',
    });
    expect(added.status).toBe(200);
  }
  const text = await app.http.put('/api/admin/areas', {
    city: 'Altadena',
    jurisdiction:
      'Altadena is unincorporated, so Los Angeles County rules here rather than a city hall. The county supervisors set the rebuilding ordinances after the Eaton fire.',
    permits:
      'Permits come from LA County Public Works at its Alhambra office. Like-for-like rebuilds after the Eaton fire skip the planning hearing.',
    typicalWork:
      'Most of our Altadena work is rebuilding Craftsman bungalows lost in the fire. We also add ADUs behind the rebuilt houses on the deep lots west of Lake Avenue.',
  });
  expect(text.status).toBe(200);
  return '/areas/altadena';
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('HTML validity (Nu Html Checker)', () => {
  // Without Java the check cannot run: it is reported as skipped, with what to install.
  const check = java ? it : it.skip;
  check(
    java
      ? 'finds no error on any public page in either language, a project page, an area page, the 404 or /login'
      : 'needs Java (apt-get install default-jre-headless, or set JAVA)',
    async () => {
      const projects = (await app.http.get('/api/portfolio')).body as Array<{ slug: string }>;
      const addresses = [
        '/',
        '/about',
        '/portfolio',
        '/services',
        '/wildfire-recovery',
        '/wildfire-recovery?community=altadena',
        '/contact',
        `/portfolio/${projects[0]?.slug}`,
        await addAreaPage(),
        '/no-such-page',
        '/login',
        // Their Spanish twins (tests/integration/spanish-pages.test.ts).
        ...fixedPagePaths('es'),
        '/es/reconstruccion-tras-incendios?community=altadena',
        `/es/portafolio/${projects[0]?.slug}`,
        '/es/areas/altadena',
        '/es/no-existe',
      ];
      const folder = path.join(app.dataDir, 'html-validity');
      await mkdir(folder, { recursive: true });
      const files = await Promise.all(
        addresses.map(async (address, index) => {
          const response = await fetch(app.baseUrl + address);
          expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
          const file = path.join(folder, `${index}.html`);
          await writeFile(file, await response.text());
          return file;
        }),
      );
      // Errors only, without guessing each page's language (a warning at most, and much of the run's time).
      const { stderr } = await promisify(execFile)(
        java as string,
        [
          ...VNU_JAVA_OPTIONS,
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--errors-only',
          '--no-langdetect',
          ...files,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
      const errors = messages.map((message) => {
        const index = Number(path.basename(message.url ?? '', '.html'));
        return `${addresses[index] ?? message.url} line ${message.lastLine}: ${message.message} [${message.extract?.trim()}]`;
      });
      expect(errors).toEqual([]);
    },
    // Twenty-two pages rendered, then a JVM started: minutes on a loaded machine.
    240_000,
  );
});
