/**
 * This browser's side of web-push alerts: the admin's service worker (public/admin-sw.js, scope /admin) and its
 * push subscription. Plain functions over the browser's APIs; AlertsDevices.tsx shows and drives them.
 */
export const SERVICE_WORKER_URL = '/admin-sw.js';
export const SERVICE_WORKER_SCOPE = '/admin';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Registered on every start of the panel: what makes it an installable app, and what shows the alerts. */
export function registerAdminServiceWorker() {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
    // Private windows and some browsers refuse service workers: the panel works without one, alerts do not.
  });
}

async function registration() {
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await found?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** Asks for permission (the browser's own prompt) and subscribes with the server's VAPID key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused();
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const old = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) would be refused: start afresh.
  if (old) await old.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}

export class PermissionRefused extends Error {
  override name = 'PermissionRefused';
}

/** "iPhone · Safari", "Windows · Chrome": what the owner sees in the list of devices. */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  return `${system} · ${browser}`;
}
