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
