import type { APIRequestContext } from '@playwright/test';

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
