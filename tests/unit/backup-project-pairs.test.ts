import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../src/server/db/orm-options';
import { checkRow, rulesAt } from '../../src/server/services/backup/row-checks';
import { backupTables } from '../../src/server/services/backup/tables';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

const table = backupTables(orm.getMetadata()).find((candidate) => candidate.name === 'portfolio_projects');
const [BEFORE, AFTER] = ['/objects/portfolio/before.jpg', '/objects/portfolio/after.jpg'];
/** A project row as an archive made before pairs existed (format 4 and older) holds it. */
const ROW = {
  id: 1,
  title: 'Kitchen',
  slug: 'kitchen',
  description: 'A kitchen opened up.',
  category: 'Remodels',
  image_urls: [BEFORE, AFTER],
  image_details: [
    { alt: 'The old kitchen', caption: '', focusX: 50, focusY: 50 },
    { alt: 'The new kitchen', caption: '', focusX: 50, focusY: 50 },
  ],
  location: '',
  square_footage: '',
  featured: false,
  sort_order: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const check = (row: Record<string, unknown>) =>
  checkRow(table as NonNullable<typeof table>, row, rulesAt(Date.now())).problems ?? [];

describe("a project's before/after pairs in a backup (portfolio_projects.before_after)", () => {
  it('are backed up, and filled in by the database when an archive lacks them', () => {
    expect(table?.columns.find((column) => column.name === 'before_after')).toMatchObject({
      nullable: false,
      hasDefault: true,
    });
  });

  it('may be missing from an archive made before they existed: the project restores with none', () => {
    expect(check(ROW)).toEqual([]);
  });

  it('are checked as a save checks them: a pair must be two different photos of the project', () => {
    expect(check({ ...ROW, before_after: [{ before: BEFORE, after: AFTER }] })).toEqual([]);
    expect(
      check({ ...ROW, before_after: [{ before: BEFORE, after: '/objects/portfolio/gone.jpg' }] }),
    ).toEqual([
      "before_after.0.after: Before and after 1: choose the after photo among this project's photos",
    ]);
    expect(check({ ...ROW, before_after: [{ before: BEFORE }] }).join(' ')).toMatch(/before_after\.0\.after/);
  });
});

describe("a project's addresses in other languages in a backup (portfolio_projects.translated_slugs)", () => {
  it('may be missing (an archive before them) and restore as the app gives them', () => {
    expect(table?.columns.find((column) => column.name === 'translated_slugs')).toMatchObject({
      hasDefault: true,
    });
    expect(check(ROW)).toEqual([]);
    expect(check({ ...ROW, translated_slugs: { es: 'cocina-abierta' } })).toEqual([]);
  });

  it('refuses what no save makes, naming the column', () => {
    for (const translated_slugs of [{ es: '../admin' }, { es: 7 }, { fr: 'cuisine' }, ['es'], 'es']) {
      expect(check({ ...ROW, translated_slugs }).join(' '), JSON.stringify(translated_slugs)).toMatch(
        /^translated_slugs/,
      );
    }
  });
});
