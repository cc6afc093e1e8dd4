export interface ConnectionLimits {
  headersTimeout: number;
  requestTimeout: number;
  /** A request body's limit on every path but the signed upload PUT (http/body-timeout.ts). */
  bodyTimeout: number;
  keepAliveTimeout: number;
  /** How often Node looks for requests past the first two limits. */
  connectionsCheckingInterval: number;
}

/** A slow phone's uplink (1 Mbit/s): the largest upload must still arrive within the request limit. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 125_000;

/**
 * Limits for clients on the open internet, so a slow or stalled one cannot hold a connection for minutes. The
 * request line and headers are small: 10 s. A body gets 30 s after them, except the largest image upload
 * (`PUT /api/uploads/...`, up to UPLOAD_MAX_BYTES), which gets what it needs at a slow phone's speed: Node's one
 * request limit is set for that, and the raw handler cuts every other body at 30 s. An idle kept-alive connection closes after 65 s, longer than the 60 s idle time of common load
 * balancers, so a proxy never sends on a connection this server is closing at that moment.
 */
export function connectionLimitsFor(uploadMaxBytes: number): ConnectionLimits {
  return {
    headersTimeout: 10_000,
    requestTimeout: Math.max(30_000, Math.ceil(uploadMaxBytes / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000),
    bodyTimeout: 30_000,
    keepAliveTimeout: 65_000,
    connectionsCheckingInterval: 1_000,
  };
}
