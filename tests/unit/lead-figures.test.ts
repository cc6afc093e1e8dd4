import { describe, expect, it } from 'vitest';
import { dollars, monthName } from '../../src/common/leads/figures';

describe("a lead's money and months, as the panel writes them", () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(dollars(48_500)).toBe('$48,500');
    expect(dollars(0)).toBe('$0');
    // The report's sums are kept in cents.
    expect(dollars(123_456 / 100)).toBe('$1,235');
  });

  it('names a month in full, or short where a column is narrow, whatever the time zone', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthName('2026-01', 'short')).toBe('Jan 2026');
    expect(monthName('2026-12', 'long')).toBe('December 2026');
  });
});
