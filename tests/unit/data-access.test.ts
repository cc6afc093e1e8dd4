import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../src/server/db/orm-options';
import { leadColumnsOf } from '../../src/server/services/leads/lead-columns';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

/** Every TypeScript file under a folder, its comments left out (they may name anything). */
function codeUnder(folder: string): Array<{ file: string; code: string }> {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const full = path.join(folder, file);
      const code = readFileSync(full, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      return { file: full, code };
    });
}

const offending = (folder: string, pattern: RegExp) =>
  codeUnder(folder).flatMap(({ file, code }) =>
    [...code.matchAll(new RegExp(pattern, 'g'))].map(([match]) => `${file}: ${match}`),
  );

describe('one way to reach the data', () => {
  it('routers reach the data through services: none calls the EntityManager itself', () => {
    expect(offending('src/server/routers', /\bem\.[a-zA-Z]+\(/)).toEqual([]);
  });

  it('the server speaks to the database through MikroORM or pg, never through kysely (the ORM’s own driver)', () => {
    expect(offending('src', /from 'kysely'/)).toEqual([]);
  });

  it("no statement spells the columns of what a visitor sends: they come from the entity's metadata", () => {
    const { told, of } = leadColumnsOf(orm.getMetadata());
    // Those whose names differ from their properties' (`project_type`, `utm_source`): only SQL would write them.
    const spelled = told
      .map(({ column }) => column)
      .filter((column) => column.includes('_') && column !== of.createdAt);
    expect(spelled).toEqual(expect.arrayContaining(['project_type', 'property_address', 'utm_source']));
    // An archive's rows are named by their columns, as the archive's format had them (backup/format.ts upgrades
    // an older format's rows): no statement.
    const archiveFormat = path.join('src/server/services/backup/format.ts');
    expect(
      offending('src/server', new RegExp(`\\b(${spelled.join('|')})\\b`)).filter(
        (found) => !found.startsWith(`${archiveFormat}:`),
      ),
    ).toEqual([]);
  });
});
