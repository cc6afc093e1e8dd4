import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * An address a visitor's acknowledgement went to, and on which day (the site's calendar): its key lets one go to an
 * address a day, whoever sends the form and from however many connections. Not in backups.
 */
const AcknowledgedAddressSchema = defineEntity({
  name: 'AcknowledgedAddress',
  tableName: 'acknowledged_addresses',
  properties: {
    /** Lower-cased. */
    address: p.string().length(320).primary(),
    day: p.date().primary(),
    /** The lead whose acknowledgement it was (a retry of that lead's may send it). */
    submissionId: p.integer(),
    sentAt: p.datetime().defaultRaw('now()'),
  },
});

export class AcknowledgedAddress extends AcknowledgedAddressSchema.class {}
AcknowledgedAddressSchema.setClass(AcknowledgedAddress);
