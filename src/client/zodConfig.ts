// Zod's core settings only: the schemas themselves load with the pages and panels that use them.
import { config } from 'zod/v4/core';

/**
 * Zod compiles object schemas with `new Function` when it may; the Content-Security-Policy forbids eval, and
 * Zod's probe for it is reported as a violation in the browser. The interpreted path is fast enough here.
 */
config({ jitless: true });
