import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../src/server/db/orm-options';
import { checkRow, rulesAt } from '../../src/server/services/backup/row-checks';
import { backupTables } from '../../src/server/services/backup/tables';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

const table = backupTables(orm.getMetadata()).find((candidate) => candidate.name === 'page_sections');
const ROW = {
  id: 1,
  page_id: 'about',
  section_type: 'content',
  title: 'A',
  subtitle: '',
  content: '<p>x</p>',
  image_url: '',
  button_text: '',
  button_link: '',
  metadata: '',
  sort_order: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe("a section's place in a backup (page_sections.after_block)", () => {
  it('is backed up', () => {
    expect(table?.columns.find((column) => column.name === 'after_block')).toMatchObject({ nullable: true });
  });

  it('may be missing from an archive made before it existed: the section restores at the end of its page', () => {
    expect(checkRow(table as NonNullable<typeof table>, ROW, rulesAt(Date.now())).problems ?? []).toEqual([]);
  });

  it('is checked against the page like a save: a block the page lacks refuses the row, naming the column', () => {
    const placed = checkRow(
      table as NonNullable<typeof table>,
      { ...ROW, after_block: 'founder-story' },
      rulesAt(Date.now()),
    );
    expect(placed.problems ?? []).toEqual([]);
    const wrong = checkRow(
      table as NonNullable<typeof table>,
      { ...ROW, after_block: 'stats' },
      rulesAt(Date.now()),
    );
    expect(wrong.problems?.join(' ')).toMatch(/after_block/);
  });
});
