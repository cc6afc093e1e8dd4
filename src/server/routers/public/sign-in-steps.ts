import { randomUUID } from 'node:crypto';
import type { SignInState } from '../../../common/schemas/auth';
import type { AdminSession, User } from '../../entities';
import {
  type AccountEvent,
  notifyOwnerOfAccountEvent,
  pushChannel,
} from '../../services/account/account-mail';
import { deviceName } from '../../services/account/device-name';
import { factorsOf, type NextStep, stepAfterPassword } from '../../services/account/second-factor';
import { completeSession, type SessionStage, startSession } from '../../services/account/sessions';
import { recordActivity } from '../../services/history/activity';
import { sqlOfEm } from '../../services/leads/alert-sql';
import type { LoginCaller } from '../../services/login-throttle';
import { ownerMarkerCookie } from '../../services/session';
import type { Context } from '../../trpc/context';

/** Where the request comes from: the device as the owner will read it, and the address. */
export const whereaboutsOf = (ctx: Context) => ({ userAgent: ctx.req?.get('user-agent'), ip: ctx.ip });

/** The throttle's view of a sign-in step: the username, the address, and this browser's known-device cookie. */
export async function throttleCallerOf(ctx: Context, username: string): Promise<LoginCaller> {
  const device = await ctx.knownDevice?.();
  return {
    username,
    ip: ctx.ip,
    device: device?.id ? { id: device.id, signedInAsUsername: device.username === username } : undefined,
  };
}

/** The answer of every sign-in step: who, and what stands between this browser and the panel. */
export async function signInStateOf(ctx: Context, user: User, step: NextStep): Promise<SignInState> {
  const factors = await factorsOf(ctx.em, user);
  return {
    id: user.id,
    username: user.username,
    createdAt: user.createdAt,
    step,
    methods: { passkey: factors.passkeys > 0, totp: factors.totp },
  };
}

/** The step a password-only sign-in of `user` stands at now (enrolment turns into verifying once one exists). */
export async function stepOf(ctx: Context, user: User): Promise<NextStep> {
  return stepAfterPassword(ctx.env, await factorsOf(ctx.em, user));
}

/** Tells the owner, on every channel, of something done to his account from this request's device. */
export function tellOwner(ctx: Context, user: User, kind: AccountEvent['kind'], detail?: string) {
  void notifyOwnerOfAccountEvent(
    ctx.env,
    {
      kind,
      username: user.username,
      at: new Date(),
      device: deviceName(ctx.req?.get('user-agent')),
      ip: ctx.ip,
      ...(detail ? { detail } : {}),
    },
    (error) => ctx.req?.log.warn({ err: error, kind }, 'an account alert could not be sent'),
    // Push to the owner's devices, with the alerts' keys (absent in contexts made without a server).
    ctx.secrets ? [pushChannel(sqlOfEm(ctx.em), ctx.secrets, ctx.env)] : [],
  );
}

/** Starts a sign-in at `stage` in this browser (the password was right; or a passkey stood for both factors). */
export async function beginSignIn(
  ctx: Context,
  user: User,
  stage: SessionStage,
): Promise<AdminSession | null> {
  if (!ctx.session) return null;
  return startSession(ctx.em, ctx.session, user, stage, whereaboutsOf(ctx));
}

/**
 * Every factor is done: the sign-in becomes a full one (a new session id), the owner's activity log gets its
 * line, this browser becomes (or stays) a known device, and a device not seen before is told to the owner.
 */
export async function finishSignIn(ctx: Context, user: User, how: string): Promise<void> {
  const waiting = ctx.signedIn && !ctx.signedIn.complete ? ctx.signedIn.account : null;
  if (ctx.session) {
    if (waiting) await completeSession(ctx.em, ctx.session, waiting);
    else await beginSignIn(ctx, user, 'full');
  }
  await recordActivity(
    ctx.em,
    { username: user.username, ip: ctx.ip },
    {
      action: 'sign-in',
      entityType: 'sign-in',
      entityKey: user.username,
      summary: `Signed in as "${user.username}" (${how})`,
    },
  );
  ctx.res?.appendHeader('Set-Cookie', ownerMarkerCookie(ctx.env, true));
  const device = await ctx.knownDevice?.();
  if (device) {
    const known = Boolean(device.id) && device.username === user.username;
    // Renewed at every sign-in, so the owner's browsers stay known while in use.
    device.username = user.username;
    device.id ??= randomUUID();
    await device.save();
    if (!known) tellOwner(ctx, user, 'new-device-sign-in');
  }
}
