import { formatSiteTime } from '../../../common/site-time';

/** A moment as the owner reads it in the Account tab: "Nov 25, 2026, 10:14 AM" in Los Angeles time. */
export const whenText = (date: Date) =>
  formatSiteTime(date, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
