import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatSquareFeet,
  squareFeetText,
} from '../../src/common/i18n/format';

// 8:30 PM on November 25 in Los Angeles is already November 26 in UTC: dates are on the business's clock.
const EVENING = new Date('2026-11-26T04:30:00Z');

describe('formatting by language (common/i18n/format.ts)', () => {
  it('writes whole numbers and dollars as US English and US Spanish do', () => {
    expect(formatNumber(2400, 'en')).toBe('2,400');
    expect(formatNumber(2400, 'es')).toBe('2,400');
    expect(formatMoney(48500, 'en')).toBe('$48,500');
    expect(formatMoney(48500.75, 'es')).toBe('$48,501');
  });

  it("writes dates and months in the language, on the business's clock", () => {
    expect(formatDate(EVENING, 'en')).toBe('November 25, 2026');
    expect(formatDate(EVENING, 'es')).toBe('25 de noviembre de 2026');
    expect(formatMonthYear(EVENING, 'es')).toBe('noviembre de 2026');
    expect(formatMonthYear('2026-03', 'en')).toBe('March 2026');
  });

  it('names square feet in each language', () => {
    expect(formatSquareFeet(4200, 'en')).toBe('4,200 sq ft');
    expect(formatSquareFeet(4200, 'es')).toBe('4,200 pies cuadrados');
  });

  it("rewrites a project's size only when it is a plain number of square feet", () => {
    expect(squareFeetText('4,200 sq ft', 'en')).toBe('4,200 sq ft');
    expect(squareFeetText('4,200 sq ft', 'es')).toBe('4,200 pies cuadrados');
    expect(squareFeetText('4200 sq. ft.', 'es')).toBe('4,200 pies cuadrados');
    expect(squareFeetText('640 square feet', 'es')).toBe('640 pies cuadrados');
    for (const other of ['1,234', 'Two stories, 3,100 sq ft', '', '12,34 sq ft'])
      expect(squareFeetText(other, 'es')).toBe(other);
  });
});
