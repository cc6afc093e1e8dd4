import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

/**
 * The REST door (trpc-to-openapi) turns coercion on in the input schemas it is given, so that a query string's
 * "3" can be a number; a JSON body's "3" or "true" must still be refused, the field named: every number and
 * boolean field is taken exactly as sent. Found in the served document, so a field added later is covered.
 */

type Json = Record<string, any>;

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let document: Json;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm);
  await createAdmin(orm);
  await app.http.login();
  document = (await app.http.get('/api/openapi.json')).body as Json;
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** A schema with its `$ref` followed. */
const resolved = (schema: Json): Json =>
  schema.$ref ? resolved(document.components.schemas[String(schema.$ref).split('/').pop() ?? '']) : schema;

/** The types a schema allows, through `anyOf` (a nullable field). */
const typesOf = (schema: Json): string[] => {
  const plain = resolved(schema);
  return plain.anyOf ? plain.anyOf.flatMap(typesOf) : [plain.type].flat().filter(Boolean);
};

/** Each number and boolean field of a body schema, nested objects included, with the text that spells a value. */
function exactFields(schema: Json, at: string[] = []): Array<{ path: string[]; text: string }> {
  return Object.entries((resolved(schema).properties ?? {}) as Json).flatMap(([name, property]) => {
    const types = typesOf(property);
    const path = [...at, name];
    if (types.includes('boolean')) return [{ path, text: 'true' }];
    if (types.includes('integer') || types.includes('number')) return [{ path, text: '1' }];
    if (types.includes('object')) return exactFields(property, path);
    return [];
  });
}

const nest = (path: string[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value);

it('refuses a number or boolean sent as text in any documented body, naming the field', async () => {
  const refused: string[] = [];
  let checked = 0;
  for (const [route, item] of Object.entries(document.paths as Json)) {
    for (const method of ['post', 'put', 'patch'] as const) {
      const schema = item[method]?.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      // Any id passes the path's own check: the body is refused before anything is looked up.
      const url = `/api${route.replace(/\{\w+\}/g, '1')}`;
      for (const { path, text } of exactFields(schema)) {
        checked++;
        const answer = await app.http.request(method.toUpperCase(), url, nest(path, text));
        const named = (answer.body as Json)?.data?.fieldErrors?.some(
          (error: { path: string }) => error.path === path.join('.'),
        );
        if (answer.status !== 400 || !named)
          refused.push(`${method.toUpperCase()} ${url} ${path.join('.')}="${text}": ${answer.status}`);
      }
    }
  }
  // A sanity check of the walk itself: projects have `featured`, testimonials `rating`.
  expect(checked).toBeGreaterThan(15);
  expect(refused).toEqual([]);
  // The adapter's coercion is switched on in the schemas themselves, shared with the /trpc door: still exact there.
  const trpc = await app.http.post('/trpc/admin.testimonials.create', {
    json: { clientName: 'A', projectType: 'B', content: 'C', rating: '4', featured: 'true' },
  });
  expect(trpc.status).toBe(400);
  const named = (trpc.body as Json).error.json.data.fieldErrors.map((error: { path: string }) => error.path);
  expect(named.sort()).toEqual(['featured', 'rating']);
});

it('takes an id from the address as a whole positive number, and refuses any other spelling of one', async () => {
  expect((await app.http.delete('/api/admin/portfolio/999999')).status).toBe(404);
  for (const bad of ['4.5', '-1', '0', '1e3', '%207', 'true', 'x']) {
    const answer = await app.http.delete(`/api/admin/portfolio/${bad}`);
    expect(answer.status, bad).toBe(400);
    expect(
      (answer.body as Json).data.fieldErrors.map((error: { path: string }) => error.path),
      bad,
    ).toEqual(['id']);
  }
});
