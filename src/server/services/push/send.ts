import type WebPush from 'web-push';
import type { SecretBox } from '../leads/alert-secrets';
import type { Sql } from '../leads/alert-sql';
import { isPushServiceEndpoint } from './endpoints';
import { pushSubscriptions, type StoredSubscription } from './subscriptions';
import { type VapidKeys, vapidKeys } from './vapid';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

/** What the service worker (public/admin-sw.js) shows: a title, a line, and the panel address it opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other (a reminder replaces its lead's first alert). */
  tag: string;
}

export interface PushOutcome {
  devices: number;
  delivered: number;
  /** Devices the push service says are gone (unsubscribed, app removed): forgotten. */
  removed: number;
  errors: string[];
}

const TIMEOUT_MS = 10_000;
/** A lead is worth waking the phone for; after a day it is no longer news. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one message to every subscribed device: encrypted for each (RFC 8291) and signed with this server's VAPID
 * key (RFC 8292) by `web-push`; sent with fetch so the time limit is ours. A device the service no longer knows
 * (404, 410) is forgotten; any other failure is kept on the device (the panel lists it) and reported.
 */
export async function sendPush(
  sql: Sql,
  box: SecretBox,
  message: PushMessage,
  options: {
    subject: string;
    extraHosts: readonly string[];
    /** Read a moment ago by the caller (the job worker keeps them for a few seconds under a burst of leads). */
    known?: { subscriptions: StoredSubscription[]; keys: VapidKeys };
  },
): Promise<PushOutcome> {
  const subscriptions = options.known?.subscriptions ?? (await pushSubscriptions(sql));
  const outcome: PushOutcome = { devices: subscriptions.length, delivered: 0, removed: 0, errors: [] };
  if (subscriptions.length === 0) return outcome;
  const keys = options.known?.keys ?? (await vapidKeys(sql, box));
  // Loaded at the first push, not at start (a cold start does not pay for it).
  const { default: webpush } = await import('web-push');
  const payload = JSON.stringify(message);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const error = await sendOne(webpush, subscription, payload, keys, options);
      // The device's own record is bookkeeping: a database hiccup here must not turn a delivered push into a
      // failed one (which would be sent again).
      const note = (text: string, params: unknown[]) => sql(text, params).catch(() => undefined);
      if (error === null) {
        outcome.delivered++;
        // At most every half minute per device: a burst of leads does not rewrite the row for each.
        await note(
          `update push_subscriptions set last_sent_at = now(), last_error = null
            where id = ? and (last_error is not null or last_sent_at is null or last_sent_at < now() - interval '30 seconds')`,
          [subscription.id],
        );
      } else if (error === 'gone') {
        outcome.removed++;
        await note('delete from push_subscriptions where id = ?', [subscription.id]);
      } else {
        outcome.errors.push(`${subscription.deviceLabel}: ${error}`);
        await note('update push_subscriptions set last_error = ? where id = ?', [error, subscription.id]);
      }
    }),
  );
  return outcome;
}

/** A VAPID token may live up to a day (RFC 8292); ours live 12 hours and are replaced an hour before. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const signed = new Map<string, { authorization: string; until: number }>();

/**
 * The VAPID Authorization header for one push service, signed once and reused until shortly before it expires:
 * signing is most of a push's cost (4 of 5 ms), and a burst of leads goes to the same service.
 */
function vapidAuthorization(
  webpush: typeof WebPush,
  audience: string,
  subject: string,
  keys: VapidKeys,
): string {
  const key = `${audience} ${subject} ${keys.publicKey}`;
  const now = Math.floor(Date.now() / 1000);
  const kept = signed.get(key);
  if (kept && kept.until > now) return kept.authorization;
  const headers = webpush.getVapidHeaders(
    audience,
    subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    now + VAPID_TOKEN_SECONDS,
  );
  if (signed.size > 100) signed.clear();
  signed.set(key, { authorization: String(headers.Authorization), until: now + VAPID_TOKEN_SECONDS - 3600 });
  return String(headers.Authorization);
}

async function sendOne(
  webpush: typeof WebPush,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  keys: { publicKey: string; privateKey: string },
  options: { subject: string; extraHosts: readonly string[] },
): Promise<string | null> {
  if (!isPushServiceEndpoint(subscription.endpoint, options.extraHosts))
    return 'not a known push service (PUSH_SERVICE_HOSTS)';
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        headers: {
          Authorization: vapidAuthorization(
            webpush,
            new URL(subscription.endpoint).origin,
            options.subject,
            keys,
          ),
        },
        TTL: TTL_SECONDS,
        urgency: 'high',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299)
      return `the push service answered ${response.status} ${response.statusText}`.trim();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
