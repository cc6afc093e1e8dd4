import os from 'node:os';
import { GateFull, WorkGate } from './work-gate';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Loaded at the first sign-in or password change: a server that only serves pages never needs it.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

/**
 * Each check keeps a core busy on purpose; at most half of the cores do that at once and a short line waits, so a
 * flood of sign-ins cannot starve every other request. Past the line, `verifyPassword` throws GateFull at once.
 */
const passwordChecks = new WorkGate(Math.max(1, Math.floor(os.availableParallelism() / 2)), 16);

/** Spent on unknown usernames so a response's timing does not tell which usernames exist. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches');
  const target = passwordHash ?? (await decoyHash);
  const { verify } = await argon2();
  const matches = await passwordChecks
    .run(() => verify(target, password))
    .catch((error: unknown) => {
      if (error instanceof GateFull) throw error;
      return false;
    });
  return passwordHash !== undefined && matches;
}
