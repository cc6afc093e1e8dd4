/**
 * The cost of addresses no page has (an unknown page, a project slug no project has, a city with no page, and what
 * scanners send: a file's name, an escape): a loop over 1,000 distinct such addresses, one request each, against
 * the same loop over canonical addresses, which the page cache answers. An unknown address that bypassed the page
 * cache rendered the 404 page every time.
 */
import http from 'node:http';

const CANONICAL = ['/', '/about', '/portfolio', '/services', '/contact', '/wildfire-recovery'];

/** The addresses of each kind in turn: the three kinds of 404 page, then dotted and escaped pages' addresses. */
const UNKNOWN_KINDS = [
  (n: string) => `/no-such-page-${n}`,
  (n: string) => `/portfolio/no-such-project-${n}`,
  (n: string) => `/areas/no-such-city-${n}`,
  (n: string) => `/wp-content/plugins/no-such-${n}.php`,
  (n: string) => `/no%20such-${n}.html`,
];

/** 1,000 addresses no page has and no earlier round sent, of each kind in turn. */
function unknownAddressesOf(round: number): string[] {
  return Array.from({ length: 1000 }, (_, index) =>
    (UNKNOWN_KINDS[index % UNKNOWN_KINDS.length] as (n: string) => string)(`${round}-${index}`),
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One page as a browser gets it (brotli); throws unless it answers the expected status. */
function load(baseUrl: string, path: string, expected: number): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === expected ? resolve() : reject(new Error(`${path} answered ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function timeLoop(baseUrl: string, paths: readonly string[], expected: number) {
  const started = performance.now();
  for (const path of paths) await load(baseUrl, path, expected);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureUnknownAddresses(baseUrl: string, rounds = 5) {
  // Every page and each kind's 404 page rendered and kept first: the loops compare answers, not first renders.
  for (const path of CANONICAL) await load(baseUrl, path, 200);
  for (const path of unknownAddressesOf(-1).slice(0, UNKNOWN_KINDS.length)) await load(baseUrl, path, 404);
  const canonicalMs: number[] = [];
  const unknownMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const unknown = unknownAddressesOf(round);
    const canonical = unknown.map((_, index) => CANONICAL[index % CANONICAL.length] as string);
    canonicalMs.push(await timeLoop(baseUrl, canonical, 200));
    unknownMs.push(await timeLoop(baseUrl, unknown, 404));
  }
  agent.destroy();
  return { canonicalMs: median(canonicalMs), unknownMs: median(unknownMs), rounds };
}
