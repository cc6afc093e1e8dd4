/**
 * The load generator, run as its own process (in the server's process it would steal the CPU it measures).
 * Argument: JSON `LoadOptions`. Prints one JSON `LoadReport` line. With `distinctVisitors`, every request
 * carries its own X-Forwarded-For address (many visitors, as behind a proxy), so the per-IP contact throttle
 * sees what production sees, and `{visitor}` in the body becomes the visitor's number (an e-mail address of his
 * own); with `collectIds`, the `id` of every 2xx JSON answer is reported.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds?: number;
  amount?: number;
  method?: string;
  body?: string;
  /** Sent with every request (a page row accepts brotli, as browsers do). */
  headers?: Record<string, string>;
  distinctVisitors?: boolean;
  collectIds?: boolean;
}

export interface LoadReport {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  ids: number[];
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
let visitor = 0;
const statuses: Record<string, number> = {};
const ids: number[] = [];
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
  method: (options.method ?? 'GET') as 'GET',
  headers: { ...options.headers, ...(options.body ? { 'content-type': 'application/json' } : {}) },
  body: options.body,
  requests: [
    {
      setupRequest: (request) => {
        if (!options.distinctVisitors) return request;
        const n = ++visitor;
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': addressOf(n) },
          body: options.body?.replaceAll('{visitor}', String(n)),
        };
      },
      onResponse: (status, body) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (options.collectIds && status >= 200 && status < 300) ids.push(Number(JSON.parse(body).id));
      },
    },
  ],
});

const report: LoadReport = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  statuses,
  ids,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
