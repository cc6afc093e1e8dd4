import type { HistoryEntityType, VersionAction } from '../../../common/history';
import { PROJECT_FACTS } from '../../../common/schemas/project-facts';
import { formatSiteTime, sameSiteDay } from '../../../common/site-time';

/** How each kept field is named to the owner, per kind of item. */
export const FIELD_LABELS: Record<HistoryEntityType, Record<string, string>> = {
  setting: { value: 'Value' },
  project: {
    title: 'Title',
    description: 'Description',
    category: 'Category',
    imageUrls: 'Photos',
    beforeAfter: 'Before and after',
    ...Object.fromEntries(PROJECT_FACTS.map((fact) => [fact.key, fact.label])),
    featured: 'Featured',
    sortOrder: 'Position',
  },
  testimonial: {
    clientName: 'Client name',
    projectType: 'Project type',
    rating: 'Rating',
    content: 'Testimonial',
    language: 'Written in',
    featured: 'Featured',
    sortOrder: 'Position',
  },
  section: {
    pageId: 'Page',
    sectionType: 'Type',
    title: 'Title',
    subtitle: 'Subtitle',
    content: 'Content',
    imageUrl: 'Image',
    buttonText: 'Button text',
    buttonLink: 'Button link',
    metadata: 'Type fields',
    sortOrder: 'Position',
    isActive: 'Active',
    afterBlock: 'Place on the page',
  },
  lead: {
    status: 'Status',
    jobValue: 'Job value',
    lostReason: 'Lost reason',
    notes: 'Notes',
    followUpOn: 'Follow up on',
    archivedAt: 'Archived',
    firstContactAt: 'First contact at',
    firstContactBy: 'First contact by',
    spamReason: 'Spam',
  },
  translation: { value: 'Translation', sourceText: 'English it translates' },
};

/** What a version is, in the owner's words. */
export const ACTION_LABELS: Record<VersionAction, string> = {
  original: 'As it was before history began',
  create: 'Created',
  update: 'Edited',
  restore: 'Restored an earlier version',
  reorder: 'Moved',
  duplicate: 'Created as a copy',
  mirror: 'Created by mirroring',
  trash: 'Moved to the Trash',
  untrash: 'Restored from the Trash',
  undo: 'Undone (back to the version before)',
};

/** "Nov 25, 2026, 9:02 AM", in the site's time zone (common/site-time.ts). */
export function formatWhen(date: Date): string {
  return formatSiteTime(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "between Nov 25, 2026, 9:02 AM and 9:05 AM": the span of a line that stands for several events. */
export function formatSpan(from: Date, to: Date): string {
  const end = sameSiteDay(from, to) ? formatSiteTime(to, { timeStyle: 'short' }) : formatWhen(to);
  return `between ${formatWhen(from)} and ${end}`;
}

const ORDINAL_SUFFIXES = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as const;
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/**
 * A stored place (`sortOrder`, smallest first) in the owner's words. A reorder numbers a list from 0, so a place
 * reads as "1st", "2nd"…; a place below 0 is that of an item added before the first since the last reorder.
 */
export function positionText(sortOrder: number): string {
  if (sortOrder < 0) return 'At the top (added first)';
  const place = sortOrder + 1;
  return `${place}${ORDINAL_SUFFIXES[ordinals.select(place) as keyof typeof ORDINAL_SUFFIXES]}`;
}
