/**
 * The net for the tests that send a thousand requests, crawl the site or run a generated client over every path:
 * how long Vitest waits before calling one hung. A net, not a speed check: with a second test run beside this one
 * a single test got a small share of the two cores, and these passed their former nets of two to five minutes
 * (docs/measurements/2026-12-05-tests-beside-a-second-run.md).
 */
export const WIDE_NET_MS = 900_000;
