import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableRows } from '../../src/server/services/readable-rows';

const schema = z.object({
  id: z.number(),
  link: z.string().regex(/^$|^\//, 'Link must be a site path'),
  count: z.number().int(),
});

function recordingLog() {
  const warnings: Array<{ details: unknown; message: string }> = [];
  return {
    warnings,
    warn: (details: unknown, message: string) => {
      warnings.push({ details, message });
    },
  };
}

describe('readableRows', () => {
  it('returns rows that pass as they are, and logs nothing', () => {
    const log = recordingLog();
    const rows = [{ id: 1, link: '/about', count: 2 }];
    expect(readableRows(schema, rows, log)[0]).toBe(rows[0]);
    expect(log.warnings).toEqual([]);
  });

  it('empties the refused fields that may be empty, and warns with the id and field names only', () => {
    const log = recordingLog();
    const rows = [{ id: 2, link: 'javascript:alert(1)', count: 3 }];
    expect(readableRows(schema, rows, log)).toEqual([{ id: 2, link: '', count: 3 }]);
    expect(rows[0]?.link).toBe('javascript:alert(1)');
    expect(log.warnings).toEqual([{ details: { id: 2, fields: ['link'] }, message: expect.any(String) }]);
  });

  it('leaves out a row that emptying cannot mend, keeping the others', () => {
    const log = recordingLog();
    const rows = [
      { id: 3, link: '/', count: 1.5 },
      { id: 4, link: '/', count: 1 },
    ];
    expect(readableRows(schema, rows, log).map((row) => row.id)).toEqual([4]);
    expect(log.warnings).toEqual([{ details: { id: 3, fields: ['count'] }, message: expect.any(String) }]);
  });
});
