import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isSingleLineText } from './fields';

export const loginInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters')
    .refine(isSingleLineText, MESSAGES.singleLineText('Username')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000, 'Password must be at most 1000 characters'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const userOutput = z.object({ id: z.number(), username: z.string(), createdAt: z.date() });
export type SessionUser = z.infer<typeof userOutput>;

/**
 * Where this browser's sign-in stands: `step` is `done` when signed in, `verify` when the second factor
 * is still to be confirmed, `enrol` when one must be set up first; `methods` are the ways the owner can confirm.
 */
export const signInOutput = userOutput.extend({
  step: z.enum(['done', 'verify', 'enrol']),
  methods: z.object({ passkey: z.boolean(), totp: z.boolean() }),
});
export type SignInState = z.infer<typeof signInOutput>;
