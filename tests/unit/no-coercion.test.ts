import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idSchema } from '../../src/common/schemas/fields';
import { sectionCreateInput } from '../../src/common/schemas/page-section';
import { projectFields } from '../../src/common/schemas/portfolio';
import { testimonialFields } from '../../src/common/schemas/testimonial';
import { appRouter } from '../../src/server/routers/_app';

type Schema = z.ZodType & {
  _zod: { def: { type: string; coerce?: boolean } };
  shape?: Record<string, Schema>;
};
interface ZodHelpers {
  coerceSchema: (schema: Schema) => void;
  unwrapZodType: (schema: Schema, unwrapPreprocess: boolean) => Schema;
  instanceofZodTypeObject: (schema: Schema) => boolean;
  instanceofZodTypeCoercible: (schema: Schema) => boolean;
}

/** The installed trpc-to-openapi's own zod helpers (not in its exports map, so by file). */
async function libraryHelpers(): Promise<ZodHelpers> {
  const require = createRequire(import.meta.url);
  const main = require.resolve('trpc-to-openapi');
  const file = path.join(path.dirname(main), '..', 'esm', 'utils', 'zod.mjs');
  return (await import(pathToFileURL(file).href)) as ZodHelpers;
}

/** Every input schema of the app's procedures. */
function procedureInputs(): Array<[string, Schema]> {
  const procedures = (
    appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: Schema[] } }> }
  ).procedures;
  return Object.entries(procedures).flatMap(([name, procedure]) =>
    procedure._def.inputs.map((input): [string, Schema] => [name, input]),
  );
}

describe("the REST adapter's coercion (trpc-to-openapi switches it on in the shared input schemas)", () => {
  it('finds no number or boolean field of any procedure to switch it on in', async () => {
    const zod = await libraryHelpers();
    const inputs = procedureInputs();
    expect(inputs.length).toBeGreaterThan(20);
    const coerced: string[] = [];
    const visit = (schema: Schema, where: string) => {
      for (const [key, field] of Object.entries(schema.shape ?? {})) {
        const unwrapped = zod.unwrapZodType(field, false);
        if (zod.instanceofZodTypeCoercible(unwrapped) && unwrapped._zod.def.coerce)
          coerced.push(`${where}.${key}`);
        else if (zod.instanceofZodTypeObject(unwrapped)) visit(unwrapped, `${where}.${key}`);
      }
    };
    for (const [name, input] of inputs) {
      // What the adapter does with a REST call's input (core.mjs), to the very same schema objects.
      const unwrapped = zod.unwrapZodType(input, true);
      if (!zod.instanceofZodTypeObject(unwrapped)) continue;
      zod.coerceSchema(unwrapped);
      visit(unwrapped, name);
    }
    expect(coerced).toEqual([]);
  });

  it('still refuses wrong types after that, with the field named, and takes an id from a URL path', async () => {
    const zod = await libraryHelpers();
    for (const [, input] of procedureInputs()) {
      const unwrapped = zod.unwrapZodType(input, true);
      if (zod.instanceofZodTypeObject(unwrapped)) zod.coerceSchema(unwrapped);
    }
    const project = { title: 'T', description: 'D', category: 'Remodels', imageUrls: ['/images/hero.jpg'] };
    expect(projectFields.safeParse({ ...project, featured: 'false' }).error?.issues[0]?.message).toBe(
      'Featured must be true or false',
    );
    expect(projectFields.parse({ ...project, featured: false }).featured).toBe(false);
    const testimonial = { clientName: 'A', projectType: 'B', content: 'C' };
    expect(testimonialFields.safeParse({ ...testimonial, rating: true }).error?.issues[0]?.message).toBe(
      'Rating must be a number from 1 to 5',
    );
    expect(testimonialFields.safeParse({ ...testimonial, rating: '4' }).success).toBe(false);
    expect(testimonialFields.parse(testimonial).rating).toBe(5);
    expect(
      sectionCreateInput.safeParse({ pageId: 'about', sectionType: 'content', isActive: 'false' }).success,
    ).toBe(false);
    expect(
      sectionCreateInput.safeParse({ pageId: 'about', sectionType: 'content', sortOrder: null }).success,
    ).toBe(false);
    expect(sectionCreateInput.parse({ pageId: 'about', sectionType: 'content' })).toMatchObject({
      sortOrder: 0,
      isActive: true,
    });
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(42)).toBe(42);
    for (const bad of ['4.5', '-1', '0', '1e3', ' 7', true, null, [3]])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });
});
