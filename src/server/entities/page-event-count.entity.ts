import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * How often visitors tapped a tel: or mailto: link, or started the contact form, on one page on one day: a
 * counter, never a row per visitor (services/leads/page-events.ts). At most pages × kinds rows a day.
 */
const PageEventCountSchema = defineEntity({
  name: 'PageEventCount',
  tableName: 'page_event_counts',
  properties: {
    page: p.string().length(100).primary(),
    kind: p.string().length(20).primary(),
    day: p.date().primary(),
    count: p.integer().default(0),
  },
});

export class PageEventCount extends PageEventCountSchema.class {}
PageEventCountSchema.setClass(PageEventCount);
