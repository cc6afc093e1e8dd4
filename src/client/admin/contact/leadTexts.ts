/** How the inbox shows a lead's status (its months and money: common/leads/figures.ts; its toasts: common/messages/). */
/** The badge colour of a status: new leads stand out, won ones are green, lost ones fade. */
export function statusPalette(status: string, statuses: readonly string[]): string {
  if (status === 'Won') return 'green';
  if (status === 'Lost') return 'gray';
  return status === statuses[0] ? 'blue' : 'orange';
}
