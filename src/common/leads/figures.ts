/** How the panel writes a lead's money and months, the same wherever they show (the inbox, a lead, the report). */

/** Whole dollars: 48500 → "$48,500". */
export const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const MONTH_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** A month as the lead report names it, "2026-11": "November 2026", or "Nov 2026" where a column is narrow. */
export const monthName = (month: string, width: keyof typeof MONTH_FORMATS = 'long') =>
  MONTH_FORMATS[width].format(new Date(`${month}-15T12:00:00Z`));
