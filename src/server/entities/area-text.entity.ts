import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty, updatedAtProperty } from './timestamps';

/**
 * The owner's own words about one city of the service area (docs/product.md, Service areas): with at least two
 * projects there, they make the city's page /areas/<slug>. Keyed by the city's slug (common/areas.ts), so a
 * project's "Pasadena" and "pasadena, CA" are one city.
 */
const AreaTextSchema = defineEntity({
  name: 'AreaText',
  tableName: 'area_texts',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(120).unique(),
    /** The city as the owner spells it (the page's heading). */
    city: p.string().length(200),
    /** Which authority rules there: the city itself, the county for unincorporated areas. */
    jurisdiction: p.text(),
    /** Permits: the office, what it asks for, how long it takes. */
    permits: p.text(),
    /** The work the company typically does there. */
    typicalWork: p.text(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class AreaText extends AreaTextSchema.class {}
AreaTextSchema.setClass(AreaText);
