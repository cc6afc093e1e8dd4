import type { EmailRoute } from './alert-settings';

/** Whether lead e-mails have somewhere to go, and to whom (the panel's notice, /api/admin/notifications). */
export interface NotificationStatus {
  configured: boolean;
  recipient: string | null;
}

export const notificationStatusOf = (route: EmailRoute | null): NotificationStatus => ({
  configured: route !== null,
  recipient: route ? route.to.join(', ') : null,
});
