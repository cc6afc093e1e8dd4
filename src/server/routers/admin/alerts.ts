import { z } from 'zod';
import { BRAND } from '../../../common/constants';
import {
  alertSettingsInput,
  alertSettingsOutput,
  failedAlertOutput,
  leadAlertOutput,
  pushSubscriptionInput,
  testAlertOutput,
} from '../../../common/schemas/alerts';
import { idInput } from '../../../common/schemas/fields';
import { alertsOfLead, failedAlerts } from '../../services/leads/alert-failures';
import { secretBoxFor } from '../../services/leads/alert-secrets';
import {
  emailRouteOf,
  passwordState,
  readAlertSettings,
  saveAlertSettings,
} from '../../services/leads/alert-settings';
import { sqlOfEm } from '../../services/leads/alert-sql';
import { sendTestAlert } from '../../services/leads/alert-test';
import { enqueueWaitingLeads } from '../../services/leads/lead-email-jobs';
import { EmailRouteProblem } from '../../services/leads/mail-failure';
import { extraPushHosts } from '../../services/push/endpoints';
import { pushDevices, removePushSubscription, savePushSubscription } from '../../services/push/subscriptions';
import { vapidKeys } from '../../services/push/vapid';
import type { Context } from '../../trpc/context';
import { adminProcedure, router } from '../../trpc/procedures';

/** The alert secrets' box: the server's, or (in-process callers) one from the environment's secrets. */
export function boxOf(ctx: Context) {
  if (ctx.secrets) return ctx.secrets;
  if (!ctx.env.SESSION_SECRET && !ctx.env.SETTINGS_KEY) throw new Error('no key for the alert settings here');
  return secretBoxFor(ctx.env.SETTINGS_KEY, ctx.env.SESSION_SECRET ?? '');
}
const sqlOf = (ctx: Context) => sqlOfEm(ctx.em);

/** The route lead e-mails take now; a password the key cannot open counts as a route (it fails on the lead). */
function routeOf(ctx: Context, settings: Awaited<ReturnType<typeof readAlertSettings>>) {
  try {
    return emailRouteOf(settings, ctx.env, boxOf(ctx), BRAND.name);
  } catch (error) {
    if (error instanceof EmailRouteProblem) return null;
    throw error;
  }
}

/** The e-mail route as it stands (the Contact Forms tab's notice). */
export async function currentEmailRoute(ctx: Context) {
  return routeOf(ctx, await readAlertSettings(sqlOf(ctx)));
}

const tags = ['alerts'];
// None of these changes public data.
const writes = { invalidates: [] };

export const adminAlertsRouter = router({
  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/alerts',
        tags,
        summary:
          'Alert settings (the SMTP password only as set / not set), the push key and the devices with alerts on',
      },
    })
    .input(z.void())
    .output(alertSettingsOutput)
    .query(async ({ ctx }) => {
      const sql = sqlOf(ctx);
      const box = boxOf(ctx);
      const settings = await readAlertSettings(sql);
      const route = routeOf(ctx, settings);
      const [keys, devices] = await Promise.all([vapidKeys(sql, box), pushDevices(sql)]);
      return {
        recipients: settings.recipients,
        smtpHost: settings.smtpHost ?? '',
        smtpPort: settings.smtpPort,
        smtpSecurity: settings.smtpSecurity,
        smtpUsername: settings.smtpUsername ?? '',
        smtpPassword: passwordState(settings, box),
        mailFrom: settings.mailFrom ?? '',
        reminderMinutes: settings.reminderMinutes,
        acknowledgeVisitors: settings.acknowledgeVisitors,
        emailSource: route?.source ?? 'none',
        emailRecipients: route?.to ?? [],
        pushPublicKey: keys.publicKey,
        devices,
      };
    }),
  save: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/alerts', tags, summary: 'Save the alert settings' },
      ...writes,
    })
    .input(alertSettingsInput)
    .output(z.object({ saved: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const sql = sqlOf(ctx);
      await saveAlertSettings(sql, boxOf(ctx), input, ctx.env);
      // Leads that waited for e-mail to be set up are e-mailed now.
      if (routeOf(ctx, await readAlertSettings(sql))) await enqueueWaitingLeads(sql);
      return { saved: true as const };
    }),
  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/alerts/test',
        tags,
        summary: 'Send a test alert by e-mail and push; says what each really did',
      },
      ...writes,
    })
    .input(z.void())
    .output(testAlertOutput)
    .mutation(({ ctx }) => sendTestAlert(sqlOf(ctx), boxOf(ctx), ctx.env)),
  subscribe: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/alerts/devices',
        tags,
        summary: "Turn on push alerts for a device (its browser's push subscription)",
      },
      ...writes,
    })
    .input(pushSubscriptionInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) =>
      savePushSubscription(sqlOf(ctx), input, extraPushHosts(ctx.env.PUSH_SERVICE_HOSTS)),
    ),
  removeDevice: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/alerts/devices/{id}',
        tags,
        summary: 'Turn off push alerts for a device',
      },
      ...writes,
    })
    .input(idInput)
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removePushSubscription(sqlOf(ctx), input.id);
      return { removed: true as const };
    }),
  failures: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/alerts/failures',
        tags,
        summary: 'Alerts that did not reach the owner, per lead and channel',
      },
    })
    .input(z.void())
    .output(z.array(failedAlertOutput))
    .query(({ ctx }) => failedAlerts(sqlOf(ctx))),
  ofLead: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/alerts/leads/{id}',
        tags,
        summary:
          "A lead's alerts beyond the owner's first e-mail: push, reminders, the visitor's acknowledgement",
      },
    })
    .input(idInput)
    .output(z.array(leadAlertOutput))
    .query(({ ctx, input }) => alertsOfLead(sqlOf(ctx), input.id)),
});
