import type { EntityProperty, MetadataStorage } from '@mikro-orm/postgresql';
import { ContactSubmission, LeadPhoto } from '../../entities';

type LeadProperty = keyof ContactSubmission & string;

/** What the contact insert sets itself: the id it draws, the time, and the e-mail's first state. */
const SET_BY_THE_INSERT = [
  'id',
  'createdAt',
  'notificationStatus',
] as const satisfies readonly LeadProperty[];
/**
 * What the server notes about a request beside what the visitor sent: saved with it, never told in an alert. The
 * status too: a booked consultation's lead starts at its step (services/booking/book.ts), any other at the first.
 */
const ABOUT_THE_REQUEST = [
  'clientIp',
  'spamReason',
  'receiptHash',
  'status',
] as const satisfies readonly LeadProperty[];
/** The lead's life after it is saved, each with its own write path: its e-mail's progress and the owner's inbox. */
const SET_LATER = [
  'notifiedAt',
  'notificationError',
  'jobValue',
  'lostReason',
  'notes',
  'followUpOn',
  'archivedAt',
  'firstContactAt',
  'firstContactBy',
] as const satisfies readonly LeadProperty[];

/** One column of a lead: its property, its column, and how the contact insert reads it from the request's JSON. */
export interface LeadColumn {
  property: LeadProperty;
  column: string;
  /** The column's type without its length (`varchar(200)` → `varchar`): the insert's JSON is read as this. */
  type: string;
  /** The entity's default, for a request that leaves it out (`propertyAddress: ''`). */
  fallback: unknown;
}

/**
 * The lead's columns and its photos' link to it, as the ORM maps them: the lead's SQL (record-lead.ts, lead-row.ts,
 * notify-lead-task.ts) names them so, never by hand.
 */
export interface LeadColumns {
  table: string;
  /** Column by property: the few the statements' own logic names (the throttle's address, spam, time). */
  of: Record<LeadProperty, string>;
  /**
   * What the contact insert writes from the request, in the entity's order: everything the visitor sent (the
   * form's fields and the visit's attribution) and what the server notes about it (ABOUT_THE_REQUEST). A property
   * added to the entity is in it unless it belongs to the lists above.
   */
  inserted: LeadColumn[];
  /** What a lead's alerts tell of: its id and time, and what the visitor sent. */
  told: LeadColumn[];
  /** `told` as a select list, each column named as its property (`"project_type" as "projectType"`). */
  toldList: string;
  photos: { table: string; id: string; lead: string };
}

const columnOf = (prop: EntityProperty) => prop.fieldNames[0] as string;

const kept = new WeakMap<MetadataStorage, LeadColumns>();

/** The lead's columns from the ContactSubmission entity's metadata, made once per ORM. */
export function leadColumnsOf(metadata: MetadataStorage): LeadColumns {
  let columns = kept.get(metadata);
  if (!columns) {
    const lead = metadata.get(ContactSubmission);
    const photo = metadata.get(LeadPhoto);
    const scalars = lead.props.filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1);
    const column = (prop: EntityProperty): LeadColumn => ({
      property: prop.name as LeadProperty,
      column: columnOf(prop),
      type: (prop.columnTypes[0] as string).replace(/\(.*\)$/, ''),
      fallback: prop.default ?? null,
    });
    const notIn = (lists: ReadonlyArray<readonly string[]>) => (prop: EntityProperty) =>
      !lists.some((list) => list.includes(prop.name));
    const told = scalars
      .filter(
        (prop) =>
          prop.name === 'id' ||
          prop.name === 'createdAt' ||
          notIn([SET_BY_THE_INSERT, SET_LATER, ABOUT_THE_REQUEST])(prop),
      )
      .map(column);
    columns = {
      table: lead.tableName,
      of: Object.fromEntries(scalars.map((prop) => [prop.name, columnOf(prop)])) as Record<
        LeadProperty,
        string
      >,
      inserted: scalars.filter(notIn([SET_BY_THE_INSERT, SET_LATER])).map(column),
      told,
      toldList: told.map(({ column, property }) => `"${column}" as "${property}"`).join(', '),
      photos: {
        table: photo.tableName,
        id: columnOf(photo.properties.id),
        lead: columnOf(photo.properties.lead),
      },
    };
    kept.set(metadata, columns);
  }
  return columns;
}
