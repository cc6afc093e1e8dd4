/** How the inbox shows a lead's status, months and money (its toasts are in common/messages/). */
/** The badge colour of a status: new leads stand out, won ones are green, lost ones fade. */
export function statusPalette(status: string, statuses: readonly string[]): string {
  if (status === 'Won') return 'green';
  if (status === 'Lost') return 'gray';
  return status === statuses[0] ? 'blue' : 'orange';
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-11" → "Nov 2026". */
export const monthName = (month: string) => MONTH_NAMES.format(new Date(`${month}-15T12:00:00Z`));

/** "$48,500". */
export const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
