import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The owner's private calendar feed, one row (id 1) while it is on: the SHA-256 of the secret in its address
 * (`/calendar/<secret>.ics`), never the secret itself. Renewing replaces it (the old address stops answering);
 * turning it off deletes the row. Not in backups.
 */
const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.integer().primary().autoincrement(false),
    secretHash: p.string().length(64).unique(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
