// The admin panel's service worker (registered with scope /admin): it shows a lead alert pushed by the server
// (services/push/send.ts) as a notification, and a tap opens the lead's own address in the panel. It caches
// nothing: the panel always talks to the live server.
const FALLBACK_URL = '/admin/contact-forms';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  // Only an address inside the panel is opened on a tap.
  const url =
    typeof message.url === 'string' && message.url.startsWith('/admin') ? message.url : FALLBACK_URL;
  event.waitUntil(
    self.registration.showNotification(message.title || 'New lead', {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      icon: '/admin-app/icon-192.png',
      badge: '/admin-app/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || FALLBACK_URL, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const panel = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (panel) {
        await panel.focus();
        return panel.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
