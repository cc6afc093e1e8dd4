import { ALERT_TEXTS } from '../../../common/messages';
import { type PushSubscriptionInput, pushSubscriptionInput } from '../../../common/schemas/alerts';
import { InvalidInput, NotFound } from '../errors';
import type { Sql } from '../leads/alert-sql';
import { isPushServiceEndpoint } from './endpoints';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

/** At most this many devices: a phone, a laptop, a tablet and a few more; a runaway script cannot fill the table. */
export const MAX_PUSH_DEVICES = 20;

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
}

/** The one write path of a device's subscription: the same endpoint subscribing again updates its keys and name. */
export async function savePushSubscription(
  sql: Sql,
  input: PushSubscriptionInput,
  extraHosts: readonly string[],
) {
  const parsed = pushSubscriptionInput.safeParse(input);
  if (!parsed.success) throw InvalidInput.fromIssues(parsed.error.issues);
  const { endpoint, keys, deviceLabel } = parsed.data;
  if (!isPushServiceEndpoint(endpoint, extraHosts))
    throw InvalidInput.field('endpoint', ALERT_TEXTS.pushEndpoint);
  const [count] = await sql<{ n: string }>(
    'select count(*) as n from push_subscriptions where endpoint <> ?',
    [endpoint],
  );
  if (Number(count?.n ?? 0) >= MAX_PUSH_DEVICES)
    throw InvalidInput.field('endpoint', ALERT_TEXTS.pushDevicesFull);
  const [row] = await sql<{ id: number }>(
    `insert into push_subscriptions (endpoint, p256dh, auth, device_label) values (?, ?, ?, ?)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth,
       device_label = excluded.device_label, last_error = null
     returning id`,
    [endpoint, keys.p256dh, keys.auth, deviceLabel],
  );
  return { id: Number(row?.id) };
}

export async function removePushSubscription(sql: Sql, id: number) {
  const rows = await sql('delete from push_subscriptions where id = ? returning id', [id]);
  if (rows.length === 0) throw new NotFound(ALERT_TEXTS.pushDeviceMissing);
}

export function pushSubscriptions(sql: Sql): Promise<StoredSubscription[]> {
  return sql<StoredSubscription>(
    `select id, endpoint, p256dh, auth, device_label as "deviceLabel" from push_subscriptions order by id`,
  );
}

export async function pushDevices(sql: Sql) {
  const rows = await sql<{
    id: number;
    deviceLabel: string;
    createdAt: Date;
    lastSentAt: Date | null;
    lastError: string | null;
  }>(
    `select id, device_label as "deviceLabel", created_at as "createdAt", last_sent_at as "lastSentAt",
            last_error as "lastError"
       from push_subscriptions order by id`,
  );
  // Dates as dates whichever runner read them (the ORM's connection gives timestamps as text).
  const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    lastSentAt: dateOf(row.lastSentAt),
  }));
}
