import { type APIRequestContext, test } from '@playwright/test';
import { type PushService, startPushService } from './push-service';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

/** Back to no alerts and no devices: the other specs expect e-mail alerts off and no push sent. */
export async function resetAlerts(request: APIRequestContext) {
  await request.put('/api/admin/alerts', {
    data: {
      recipients: [],
      smtpHost: '',
      smtpPort: null,
      smtpSecurity: 'starttls',
      smtpUsername: '',
      smtpPassword: '',
      mailFrom: '',
      reminderMinutes: 0,
      acknowledgeVisitors: true,
    },
  });
  const answer = await request.get('/api/admin/alerts');
  if (!answer.ok()) return;
  for (const device of (await answer.json()).devices as Array<{ id: number }>)
    await request.delete(`/api/admin/alerts/devices/${device.id}`);
}

/**
 * The stand-ins an alerts journey sends to, started before the spec file's tests and stopped after them: a mail
 * server (tests/support/smtp-sink.ts) and this worker's push service (tests/support/push-service.ts). Read them
 * inside a test, once they have started.
 */
export function alertStandIns() {
  const standIns = {} as { smtp: SmtpSink; push: PushService };
  test.beforeAll(async () => {
    standIns.smtp = await startSmtpSink();
    standIns.push = await startPushService(Number(process.env.E2E_PUSH_PORT));
  });
  test.afterAll(async () => {
    await standIns.push?.close();
    await standIns.smtp?.close();
  });
  return standIns;
}
