/**
 * The browsers' push services (Chrome and Edge on Android and desktop: FCM; Firefox: Mozilla's autopush; Safari
 * and iOS: Apple; Edge on Windows: WNS). A subscription may point only at these, so nobody with the panel can make
 * the server send requests to an address of their choosing (server-side request forgery); PUSH_SERVICE_HOSTS adds
 * more (host or host:port; plain http is allowed only for these, such as a test's stand-in on 127.0.0.1).
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

export function extraPushHosts(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the server will send to this endpoint. */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraHosts.includes(url.host.toLowerCase()) || extraHosts.includes(url.hostname.toLowerCase()))
    return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && !url.port && PUSH_SERVICES.some((host) => host.test(url.hostname));
}
