import { BRAND } from '../../../common/constants';
import { ALERT_TEXTS } from '../../../common/messages';
import type { TestAlertResult } from '../../../common/schemas/alerts';
import type { Env } from '../../env';
import { extraPushHosts } from '../push/endpoints';
import { sendPush } from '../push/send';
import { sendOnce } from './alert-mail';
import type { SecretBox } from './alert-secrets';
import { emailRouteOf, readAlertSettings } from './alert-settings';
import type { Sql } from './alert-sql';
import { mailFailure } from './mail-failure';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Send test alert": one e-mail through the saved route, on a connection of its own, and one push to every device,
 * reporting what each really did: sent (whom the mail server accepted it for) or failed and why, in the owner's
 * words; how many devices took the push.
 */
export async function sendTestAlert(sql: Sql, box: SecretBox, env: Env): Promise<TestAlertResult> {
  const settings = await readAlertSettings(sql);
  let email: TestAlertResult['email'];
  let subject = 'mailto:owner@localhost';
  let server = 'the mail server';
  try {
    const route = emailRouteOf(settings, env, box, BRAND.name);
    if (!route) email = { ok: false, detail: ALERT_TEXTS.noEmailRoute };
    else {
      subject = `mailto:${route.to[0]}`;
      server = route.server;
      const info = await sendOnce(route, {
        from: route.from,
        to: route.to,
        subject: `Test alert from the ${BRAND.name} website`,
        text: `This is a test of the new-lead alerts. New consultation requests are e-mailed to ${route.to.join(', ')} through ${route.server}.`,
        headers: { 'X-Lead-Alert': 'test' },
      });
      const accepted = (info.accepted ?? []).map(String);
      const rejected = (info.rejected ?? []).map(String);
      email = {
        ok: accepted.length > 0 && rejected.length === 0,
        detail: ALERT_TEXTS.testSent(route.server, accepted, rejected),
      };
    }
  } catch (error) {
    email = { ok: false, detail: ALERT_TEXTS.testFailed(mailFailure(error, server)) };
  }
  let push: TestAlertResult['push'];
  try {
    const outcome = await sendPush(
      sql,
      box,
      {
        title: 'Test alert',
        body: `New leads from the ${BRAND.name} website will show like this.`,
        url: '/admin/contact-forms',
        tag: 'test-alert',
      },
      { subject, extraHosts: extraPushHosts(env.PUSH_SERVICE_HOSTS) },
    );
    if (outcome.devices === 0) push = { ok: false, detail: ALERT_TEXTS.noDevices };
    else {
      const parts = [`delivered to ${outcome.delivered} of ${outcome.devices} devices`];
      if (outcome.removed) parts.push(`${outcome.removed} no longer subscribed, removed`);
      if (outcome.errors.length) parts.push(`failed: ${outcome.errors.join('; ')}`);
      push = {
        ok: outcome.delivered > 0 && outcome.errors.length === 0,
        detail: `Push: ${parts.join('; ')}.`,
      };
    }
  } catch (error) {
    push = { ok: false, detail: `Push: failed: ${errorText(error)}` };
  }
  return { email, push };
}
