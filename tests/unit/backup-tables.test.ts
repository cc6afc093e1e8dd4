import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../src/server/db/orm-options';
import { FORMAT_VERSION, referencedImages } from '../../src/server/services/backup/format';
import { backupTables, EXCLUDED_TABLES, entityTables } from '../../src/server/services/backup/tables';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

describe('what a backup holds', () => {
  const all = entityTables(orm.getMetadata());
  const backedUp = backupTables(orm.getMetadata()).map((table) => table.name);

  it('every entity’s table is either backed up or excluded with a reason, so a new table is never forgotten', () => {
    for (const table of all)
      expect(backedUp.includes(table.name) !== table.name in EXCLUDED_TABLES).toBe(true);
    for (const [name, reason] of Object.entries(EXCLUDED_TABLES)) {
      expect(all.map((table) => table.name)).toContain(name);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('leaves out password hashes and keeps the content, the leads and the sign-in activity', () => {
    expect(backedUp).not.toContain('users');
    expect(backedUp).toEqual(
      expect.arrayContaining([
        'site_settings',
        'portfolio_projects',
        'testimonials',
        'page_sections',
        'contact_submissions',
        'login_attempts',
      ]),
    );
    // A column that looks like a secret in a backed-up table must be a decision, not an accident.
    const decided: Record<string, string> = {
      'contact_submissions.receipt_hash':
        'SHA-256 of the thank-you receipt: opens nothing without the token, which is never stored, and expires in a week',
      'translations.source_hash':
        'SHA-256 of the English a translation was written for: the English is public text',
    };
    const secretLooking = backupTables(orm.getMetadata()).flatMap((table) =>
      table.columns
        .filter((column) => /password|secret|token|hash/i.test(column.name))
        .map((column) => `${table.name}.${column.name}`)
        .filter((name) => !decided[name]),
    );
    expect(secretLooking).toEqual([]);
  });

  it('holds the tables its format holds, so an archive of this format never lacks one (restore refuses that)', () => {
    // A new entity's table: raise FORMAT_VERSION, name the table in that step's `newTables` (format.ts) so older
    // archives still restore, and list the new format's tables here.
    const tablesOfFormat: Record<number, string[]> = {
      1: [
        'activity_log',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_sections',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'trash',
      ],
      2: [
        'activity_log',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_sections',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'trash',
      ],
      3: [
        'activity_log',
        'area_texts',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_redirects',
        'page_sections',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'trash',
      ],
      4: [
        'activity_log',
        'area_texts',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_redirects',
        'page_sections',
        'photo_colours',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'trash',
      ],
      5: [
        'activity_log',
        'area_texts',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_redirects',
        'page_sections',
        'photo_colours',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'translations',
        'trash',
      ],
      6: [
        'activity_log',
        'area_texts',
        'booking_settings',
        'consultations',
        'contact_submissions',
        'content_versions',
        'login_attempts',
        'page_redirects',
        'page_sections',
        'photo_colours',
        'portfolio_projects',
        'site_settings',
        'testimonials',
        'translations',
        'trash',
      ],
    };
    expect([...backedUp].sort()).toEqual(tablesOfFormat[FORMAT_VERSION]);
  });

  it('orders tables so that every foreign key points at a table restored before it', () => {
    const tables = backupTables(orm.getMetadata());
    tables.forEach((table, index) => {
      for (const column of table.columns) {
        if (!column.references || column.references in EXCLUDED_TABLES || column.references === table.name)
          continue;
        expect(tables.findIndex((parent) => parent.name === column.references)).toBeLessThan(index);
      }
    });
  });

  it('finds the stored images a row shows, wherever they are in it', () => {
    const id = '0c6f1e1e-8a4b-4c55-9d1a-2b3c4d5e6f70';
    const line = JSON.stringify({
      image_urls: [`/objects/portfolio/${id}`],
      content: `<img src="/objects/portfolio/${id}">`,
    });
    expect(referencedImages(line)).toEqual([`portfolio/${id}`]);
    expect(referencedImages('{"image_url":"/images/hero.jpg"}')).toEqual([]);
  });
});
