import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ACCOUNT, REFUSALS } from '../../../common/messages';
import {
  factorProof,
  passkeyAttestation,
  passkeyName,
  secondFactorCode,
} from '../../../common/schemas/account';
import { loginInput } from '../../../common/schemas/auth';
import { idSchema } from '../../../common/schemas/fields';
import {
  passkeyOf,
  removePasskey,
  renamePasskey,
  setPassword,
  turnOffTotp,
  turnOnTotp,
} from '../../services/account/account-changes';
import {
  authenticationOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
} from '../../services/account/passkeys';
import { newPasswordProblem, PASSWORD_MAX_LENGTH } from '../../services/account/password-policy';
import { replaceRecoveryCodes } from '../../services/account/recovery-codes';
import { factorsOf, hasSecondFactor } from '../../services/account/second-factor';
import { endOtherSessions, endSession, sessionsOf } from '../../services/account/sessions';
import { newTotpSecret, totpStepOf, totpUri } from '../../services/account/totp';
import { Conflict, InvalidInput, NotFound, TooMany } from '../../services/errors';
import { admitAttempt, settleSuccess } from '../../services/login-throttle';
import { verifyPassword } from '../../services/passwords';
import { adminProcedure, enrolmentProcedure, router } from '../../trpc/procedures';
import { tellOwner, throttleCallerOf } from '../public/sign-in-steps';
import { account, factorAdded, logAccountChange, requireProof, thisSession } from './account-steps';

const sessionOutput = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
  current: z.boolean(),
});

export const adminAccountRouter = router({
  overview: adminProcedure
    .meta(account('', 'GET', 'Second factors, recovery codes and signed-in devices'))
    .input(z.void())
    .output(
      z.object({
        username: z.string(),
        secondFactorRequired: z.boolean(),
        passkeys: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            createdAt: z.date(),
            lastUsedAt: z.date().nullable(),
          }),
        ),
        totp: z.boolean(),
        recoveryCodesLeft: z.number(),
        sessions: z.array(sessionOutput),
        passwordChangedAt: z.date().nullable(),
      }),
    )
    .query(async ({ ctx }) => {
      const user = ctx.user;
      const factors = await factorsOf(ctx.em, user);
      const current = thisSession(ctx);
      return {
        username: user.username,
        secondFactorRequired: ctx.env.secondFactorRequired,
        passkeys: (await passkeysOf(ctx.em, user.id)).map(({ id, name, createdAt, lastUsedAt }) => ({
          id,
          name,
          createdAt,
          lastUsedAt: lastUsedAt ?? null,
        })),
        totp: factors.totp,
        recoveryCodesLeft: factors.recoveryCodesLeft,
        sessions: (await sessionsOf(ctx.em, user.id)).map((row) => ({
          id: row.id,
          device: row.device,
          ip: row.ip,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === current,
        })),
        passwordChangedAt: user.passwordChangedAt ?? null,
      };
    }),

  totpSetup: enrolmentProcedure
    .meta(account('/totp/setup', 'POST', 'A new authenticator key, as a QR code and as text'))
    .input(z.void())
    .output(z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }))
    .mutation(async ({ ctx }) => {
      if (ctx.user.totpSecret) throw new Conflict(ACCOUNT.totpAlreadyOn);
      const secret = newTotpSecret();
      const uri = totpUri(secret, ctx.user.username);
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (ctx.session) {
        ctx.session.pendingTotpSecret = secret;
        await ctx.session.save();
      }
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    }),

  totpEnrol: enrolmentProcedure
    .meta(account('/totp', 'POST', 'Turn on the authenticator app with a code from it'))
    .input(z.object({ code: secondFactorCode }))
    .output(z.object({ recoveryCodes: z.array(z.string()).nullable() }))
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      if (user.totpSecret) throw new Conflict(ACCOUNT.totpAlreadyOn);
      const secret = ctx.session?.pendingTotpSecret;
      if (typeof secret !== 'string') throw InvalidInput.field('code', ACCOUNT.noTotpSetup);
      // A wrong code here is a try like any other: the throttle counts it.
      const admission = await admitAttempt(ctx.em, await throttleCallerOf(ctx, user.username));
      if (!admission.admitted) throw new TooMany(REFUSALS.signInThrottled(15), 15 * 60);
      const step = totpStepOf(secret, user.username, input.code.replace(/\s/g, ''));
      if (step === null) throw InvalidInput.field('code', ACCOUNT.wrongCode);
      await settleSuccess(ctx.em, admission.attemptId);
      const hadFactor = hasSecondFactor(await factorsOf(ctx.em, user));
      await turnOnTotp(ctx.em, user, secret, step);
      if (ctx.session) {
        ctx.session.pendingTotpSecret = undefined;
        await ctx.session.save();
      }
      return factorAdded(ctx, user, 'authenticator app', hadFactor);
    }),

  removeTotp: adminProcedure
    .meta(account('/totp/remove', 'POST', 'Turn off the authenticator app'))
    .input(z.object({ proof: factorProof }))
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      if (!user.totpSecret) throw new NotFound(ACCOUNT.noTotpSetup);
      const factors = await factorsOf(ctx.em, user);
      if (ctx.env.secondFactorRequired && factors.passkeys === 0) throw new Conflict(ACCOUNT.lastFactor);
      await requireProof(ctx, user, input.proof);
      await turnOffTotp(ctx.em, user, factors.passkeys === 0);
      await endOtherSessions(ctx.em, user.id, thisSession(ctx));
      await logAccountChange(ctx, user, 'Removed a second factor: authenticator app');
      tellOwner(ctx, user, 'factor-removed', 'authenticator app');
      return { success: true };
    }),

  passkeyRegistrationOptions: enrolmentProcedure
    .meta(account('/passkeys/options', 'POST', 'Options for registering a new passkey'))
    .input(z.void())
    .output(z.object({ options: z.record(z.string(), z.unknown()) }))
    .mutation(async ({ ctx }) => {
      if (!ctx.session) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT.passkeyFailed });
      const options = await registrationOptions(ctx.em, ctx.env, ctx.session, ctx.user);
      return { options: options as unknown as Record<string, unknown> };
    }),

  passkeyRegister: enrolmentProcedure
    .meta(account('/passkeys', 'POST', 'Register a new passkey'))
    .input(z.object({ name: passkeyName, response: passkeyAttestation }))
    .output(z.object({ recoveryCodes: z.array(z.string()).nullable() }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.session) throw InvalidInput.field('response', ACCOUNT.passkeyFailed);
      const user = ctx.user;
      const hadFactor = hasSecondFactor(await factorsOf(ctx.em, user));
      await registerPasskey(ctx.em, ctx.env, ctx.session, user, input.name, input.response as never);
      return factorAdded(ctx, user, `passkey "${input.name}"`, hadFactor);
    }),

  renamePasskey: adminProcedure
    .meta(account('/passkeys/{id}', 'PUT', 'Rename a passkey'))
    .input(z.object({ id: idSchema, name: passkeyName }))
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await renamePasskey(ctx.em, await passkeyOf(ctx.em, ctx.user.id, input.id), input.name);
      return { success: true };
    }),

  removePasskey: adminProcedure
    .meta(account('/passkeys/{id}/remove', 'POST', 'Remove a passkey'))
    .input(z.object({ id: idSchema, proof: factorProof }))
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      const passkey = await passkeyOf(ctx.em, user.id, input.id);
      const factors = await factorsOf(ctx.em, user);
      const last = factors.passkeys === 1 && !factors.totp;
      if (last && ctx.env.secondFactorRequired) throw new Conflict(ACCOUNT.lastFactor);
      await requireProof(ctx, user, input.proof);
      await removePasskey(ctx.em, passkey, last);
      await endOtherSessions(ctx.em, user.id, thisSession(ctx));
      await logAccountChange(ctx, user, `Removed a second factor: passkey "${passkey.name}"`);
      tellOwner(ctx, user, 'factor-removed', `passkey "${passkey.name}"`);
      return { success: true };
    }),

  proofOptions: adminProcedure
    .meta(account('/proof/options', 'POST', 'Options for confirming a change with a passkey'))
    .input(z.void())
    .output(z.object({ options: z.record(z.string(), z.unknown()) }))
    .mutation(async ({ ctx }) => {
      if (!ctx.session) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT.passkeyFailed });
      const options = await authenticationOptions(ctx.em, ctx.env, ctx.session, 'proof', ctx.user);
      return { options: options as unknown as Record<string, unknown> };
    }),

  newRecoveryCodes: adminProcedure
    .meta(account('/recovery-codes', 'POST', 'A new set of recovery codes (the old ones stop working)'))
    .input(z.object({ proof: factorProof }))
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      if (!hasSecondFactor(await factorsOf(ctx.em, user))) throw new Conflict(ACCOUNT.proofRequired);
      await requireProof(ctx, user, input.proof);
      const recoveryCodes = await replaceRecoveryCodes(ctx.em, user.id);
      await logAccountChange(ctx, user, 'Made new recovery codes');
      tellOwner(ctx, user, 'recovery-codes');
      return { recoveryCodes };
    }),

  endSession: adminProcedure
    .meta(account('/sessions/{id}/end', 'POST', 'Sign out one device'))
    .input(z.object({ id: z.string().trim().min(1).max(64) }))
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await endSession(ctx.em, ctx.user.id, input.id))) throw new NotFound(ACCOUNT.noSuchSession);
      await logAccountChange(ctx, ctx.user, 'Signed out a device');
      return { success: true };
    }),

  changePassword: adminProcedure
    .meta(account('/password', 'POST', 'Change the password'))
    .input(
      z.object({
        currentPassword: loginInput.shape.password,
        newPassword: z.string().max(1000, ACCOUNT.passwordTooLong(PASSWORD_MAX_LENGTH)),
        proof: factorProof,
      }),
    )
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      const problem = newPasswordProblem(input.newPassword, user.username);
      if (problem) throw InvalidInput.field('newPassword', problem);
      // The current password is guessed no more easily here than at sign-in: the same throttle counts it.
      const admission = await admitAttempt(ctx.em, await throttleCallerOf(ctx, user.username));
      if (!admission.admitted) throw new TooMany(REFUSALS.signInThrottled(15), 15 * 60);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw InvalidInput.field('currentPassword', ACCOUNT.wrongCurrentPassword);
      }
      await settleSuccess(ctx.em, admission.attemptId);
      if (await verifyPassword(user.passwordHash, input.newPassword)) {
        throw InvalidInput.field('newPassword', ACCOUNT.passwordSame);
      }
      await requireProof(ctx, user, input.proof);
      await setPassword(ctx.em, user, input.newPassword);
      await endOtherSessions(ctx.em, user.id, thisSession(ctx));
      await logAccountChange(ctx, user, 'Changed the password');
      tellOwner(ctx, user, 'password-changed');
      return { success: true };
    }),
});
