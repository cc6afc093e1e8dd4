import { defineEntity, p } from '@mikro-orm/postgresql';

/** One device that turned web-push alerts on (its browser's push endpoint and keys). Not in backups. */
const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.integer().primary(),
    endpoint: p.text().unique(),
    p256dh: p.string().length(200),
    auth: p.string().length(100),
    /** What the owner sees in the list of devices ("iPhone · Safari"). */
    deviceLabel: p.string().length(100),
    createdAt: p.datetime().defaultRaw('now()'),
    lastSentAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
  },
});

export class PushSubscription extends PushSubscriptionSchema.class {}
PushSubscriptionSchema.setClass(PushSubscription);
