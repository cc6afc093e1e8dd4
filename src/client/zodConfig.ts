import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may; the Content-Security-Policy forbids eval, and
 * Zod's probe for it is reported as a violation in the browser. The interpreted path is fast enough here.
 */
z.config({ jitless: true });
