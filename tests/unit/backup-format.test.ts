import { afterEach, describe, expect, it } from 'vitest';
import {
  FORMAT_UPGRADES,
  FORMAT_VERSION,
  tablesAddedSince,
  upgradeRow,
} from '../../src/server/services/backup/format';
import { csvField, csvLine } from '../../src/server/services/leads/contact-csv';

describe('rows of an older backup format', () => {
  const todaysStep = FORMAT_UPGRADES[FORMAT_VERSION - 1];
  afterEach(() => {
    if (todaysStep) FORMAT_UPGRADES[FORMAT_VERSION - 1] = todaysStep;
    else delete FORMAT_UPGRADES[FORMAT_VERSION - 1];
  });

  it('are brought up one version at a time through FORMAT_UPGRADES, or dropped when the step says so', () => {
    const older = FORMAT_VERSION - 1;
    FORMAT_UPGRADES[older] = {
      row: (table, row) =>
        table === 'gone' ? null : { ...row, sort_order: row.position, position: undefined },
    };
    expect(upgradeRow(older, 'page_sections', { id: 1, position: 3 })).toEqual({
      id: 1,
      sort_order: 3,
      position: undefined,
    });
    expect(upgradeRow(older, 'gone', { id: 1 })).toBeNull();
    // Today's rows pass unchanged.
    expect(upgradeRow(FORMAT_VERSION, 'page_sections', { id: 1 })).toEqual({ id: 1 });
  });

  it('refuse a format no step leads up from', () => {
    delete FORMAT_UPGRADES[FORMAT_VERSION - 1];
    expect(() => upgradeRow(FORMAT_VERSION - 1, 'testimonials', { id: 1 })).toThrow(
      `No upgrade from backup format ${FORMAT_VERSION - 1} to ${FORMAT_VERSION}`,
    );
    expect(() => tablesAddedSince(FORMAT_VERSION - 1)).toThrow(/No upgrade from backup format/);
  });

  it('of format 1 lose the settings that showed nowhere, and keep every other row', () => {
    expect(upgradeRow(1, 'site_settings', { key: 'nav_admin_text', value: 'Admin' })).toBeNull();
    expect(upgradeRow(1, 'site_settings', { key: 'contact_phone', value: '(310) 555-0100' })).toEqual({
      key: 'contact_phone',
      value: '(310) 555-0100',
    });
    expect(upgradeRow(1, 'content_versions', { entity_key: 'nav_admin_text' })).toEqual({
      entity_key: 'nav_admin_text',
    });
  });

  it('of format 4 hold categories and project types by their English values: they become ids', () => {
    expect(upgradeRow(4, 'portfolio_projects', { id: 1, category: 'Tenant Improvements' })).toEqual({
      id: 1,
      category: 'tenant-improvements',
    });
    expect(upgradeRow(4, 'contact_submissions', { id: 1, project_type: 'Other' })).toEqual({
      id: 1,
      project_type: 'other',
    });
    // Left empty, or a value no list holds (the restore's checks judge it): as it was.
    expect(upgradeRow(4, 'contact_submissions', { id: 2, project_type: '' })).toEqual({
      id: 2,
      project_type: '',
    });
    expect(upgradeRow(4, 'portfolio_projects', { id: 2, category: 'Castles' })).toEqual({
      id: 2,
      category: 'Castles',
    });
    const kept = { title: 'Kept', category: 'ADUs' };
    for (const table of ['content_versions', 'trash'])
      expect(upgradeRow(4, table, { id: 3, entity_type: 'project', snapshot: kept })).toEqual({
        id: 3,
        entity_type: 'project',
        snapshot: { title: 'Kept', category: 'adus' },
      });
    // Only a project's: a testimonial's words stay the owner's, a deletion keeps no state.
    const testimonial = {
      id: 4,
      entity_type: 'testimonial',
      snapshot: { projectType: 'Other', category: 'ADUs' },
    };
    expect(upgradeRow(4, 'content_versions', testimonial)).toEqual(testimonial);
    expect(upgradeRow(4, 'content_versions', { id: 5, entity_type: 'project', snapshot: null })).toEqual({
      id: 5,
      entity_type: 'project',
      snapshot: null,
    });
  });

  it('lack only the tables a step names as new since their format', () => {
    const older = FORMAT_VERSION - 1;
    FORMAT_UPGRADES[older] = { newTables: ['activity_log'] };
    expect([...tablesAddedSince(older)]).toEqual(['activity_log']);
    expect(upgradeRow(older, 'testimonials', { id: 1 })).toEqual({ id: 1 });
    expect(tablesAddedSince(FORMAT_VERSION).size).toBe(0);
  });
});

describe('CSV fields', () => {
  it('quote every field and double inner quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvLine(['x', 'y'])).toBe('"x","y"\r\n');
  });

  it('neutralise what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField('1=1')).toBe('"1=1"');
  });
});
