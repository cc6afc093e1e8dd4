import { type EntityMetadata, type MetadataStorage, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEYS } from '../../src/common/leads/attribution';
import { ormOptions } from '../../src/server/db/orm-options';
import { ContactSubmission } from '../../src/server/entities';
import { leadColumnsOf } from '../../src/server/services/leads/lead-columns';
import {
  insertLeads,
  type LeadRequest,
  type RunStatement,
} from '../../src/server/services/leads/record-lead';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

const request: LeadRequest = {
  lead: {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '(310) 555-0100',
    projectType: 'ADU Construction',
    message: 'A detached ADU.',
  } as LeadRequest['lead'],
  ip: '203.0.113.7',
  spamReason: null,
  attribution: { utmSource: 'google', gclid: 'abc-123', utmMedium: '' },
  receiptHash: 'f'.repeat(64),
};

/** Saves one request through a runner that only records the statement it is given. */
async function statementFor(metadata: MetadataStorage, saved: LeadRequest = request) {
  const sent: Array<Parameters<RunStatement>[0]> = [];
  await insertLeads(
    async (statement) => {
      sent.push(statement);
      return [];
    },
    metadata,
    [saved],
    { limit: 5, windowMinutes: 15 },
  );
  const [statement] = sent;
  if (!statement) throw new Error('no statement was run');
  return {
    text: statement.text,
    rows: JSON.parse(String(statement.values[0])) as Array<Record<string, unknown>>,
  };
}

/** The ORM's metadata with one more property on the lead, as a new field of the contact form would add it. */
function withNewLeadProperty(metadata: MetadataStorage): MetadataStorage {
  const lead = metadata.get(ContactSubmission);
  const added = {
    ...lead.properties.phone,
    name: 'bestTimeToCall',
    fieldNames: ['best_time_to_call'],
    columnTypes: ['varchar(50)'],
  };
  // Everything else read through to the real metadata.
  const grown = Object.assign(Object.create(lead), {
    props: [...lead.props, added],
    properties: { ...lead.properties, bestTimeToCall: added },
  });
  return {
    get: (entity: unknown) => (entity === ContactSubmission ? grown : metadata.get(entity as never)),
  } as unknown as MetadataStorage;
}

describe("the lead's columns, from the entity", () => {
  const columns = leadColumnsOf(orm.getMetadata());
  const lead = orm.getMetadata().get(ContactSubmission) as EntityMetadata<ContactSubmission>;
  const columnOf = (property: keyof ContactSubmission & string): string => {
    const column = lead.props.find((prop) => prop.name === property)?.fieldNames[0];
    if (!column) throw new Error(`ContactSubmission has no column for ${property}`);
    return column;
  };

  it('the insert writes what the visitor sent, the attribution included, and what the server notes about it', () => {
    const inserted = columns.inserted.map((column) => column.column);
    for (const property of [
      'name',
      'email',
      'phone',
      'projectType',
      'message',
      'propertyAddress',
      ...ATTRIBUTION_KEYS,
    ])
      expect(inserted).toContain(columnOf(property as keyof ContactSubmission & string));
    // The status too: a booked consultation's lead starts at its step.
    for (const property of ['clientIp', 'spamReason', 'receiptHash', 'status'] as const)
      expect(inserted).toContain(columnOf(property));
    // The inbox's and the e-mail's state have their own write paths; the insert computes id, time and e-mail state.
    for (const property of ['id', 'createdAt', 'notificationStatus', 'notes', 'archivedAt'] as const)
      expect(inserted).not.toContain(columnOf(property));
  });

  it("the alerts tell what the visitor sent, never the visitor's address or the receipt", () => {
    expect(columns.toldList).toContain(`"${columnOf('projectType')}" as "projectType"`);
    expect(columns.toldList).toContain(`"${columnOf('gclid')}" as "gclid"`);
    for (const property of ['clientIp', 'spamReason', 'receiptHash', 'status', 'notes'] as const)
      expect(columns.toldList).not.toContain(`"${columnOf(property)}"`);
  });

  it("one statement text for every batch, with each request's values in its JSON (the writer prepares it once)", async () => {
    const first = await statementFor(orm.getMetadata());
    const second = await statementFor(orm.getMetadata(), { ...request, ip: '198.51.100.1', attribution: {} });
    expect(second.text).toBe(first.text);
    expect(first.rows[0]).toMatchObject({
      [columnOf('projectType')]: 'ADU Construction',
      [columnOf('utmSource')]: 'google',
      [columnOf('utmMedium')]: null,
      [columnOf('propertyAddress')]: '',
      [columnOf('clientIp')]: '203.0.113.7',
    });
  });

  it('a property added to the entity is saved by the insert and told in the alerts, with no SQL written', async () => {
    const grown = withNewLeadProperty(orm.getMetadata());
    const { text, rows } = await statementFor(grown, {
      ...request,
      lead: { ...request.lead, bestTimeToCall: 'mornings' } as LeadRequest['lead'],
    });
    expect(text).toMatch(/jsonb_to_recordset\(.*"best_time_to_call" varchar/s);
    expect(text).toMatch(/insert into "contact_submissions" \([^)]*"best_time_to_call"/);
    expect(rows[0]?.best_time_to_call).toBe('mornings');
    expect(leadColumnsOf(grown).toldList).toContain('"best_time_to_call" as "bestTimeToCall"');
  });
});
