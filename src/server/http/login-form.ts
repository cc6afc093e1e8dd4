import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type Request, type Response, Router } from 'express';
import type { SessionOptions } from 'iron-session';
import { REFUSALS, LOGIN_PAGE_TEXTS as T } from '../../common/messages';
import { ADMIN_PATH } from '../../common/panel-addresses';
import { appRouter } from '../routers/_app';
import { escapeHtml } from '../ssr/escape-html';
import type { PublicPages } from '../ssr/page-handler';
import type { AppServices } from '../trpc/context';
import { isCrossSite } from './contact-form';
import { contextFactory } from './context';

const LOGIN_PATH = '/login';
/** Where the second factor's form posts. */
const LOGIN_CODE_PATH = '/login/code';

/** A username, a password and nothing else: the longest valid pair percent-encoded stays well under it. */
const MAX_FORM_BYTES = 8 * 1024;

type Step = 'password' | 'code' | 'enrol';

/** The root of the admin shell, which the panel's script draws into: the form goes there until it does. */
const SHELL_ROOT = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/;

/**
 * The sign-in as plain HTML inside the panel's shell: visible at the first paint and working without any script (a
 * plain POST), in the panel's look; the panel's script takes the form over when it has loaded, keeping what was
 * typed (admin/serverLogin.ts). `data-server-login` tells it which step the server drew.
 */
function loginHtml(shell: string, step: Step, error?: string, username = '') {
  const alert = error ? `<p class="ssr-login-error" role="alert">${escapeHtml(error)}</p>` : '';
  const field = (id: string, label: string, attributes: string) =>
    `<label for="${id}">${label} <span aria-hidden="true">*</span></label><input id="${id}" ${attributes} required>`;
  const form =
    step === 'password'
      ? `<div class="ssr-login-note"><strong>${T.noticeTitle}</strong><p>${T.notice}</p></div>${alert}
<form method="post" action="${LOGIN_PATH}" data-server-login="password">
${field('login-username', 'Username', `name="username" autocomplete="username webauthn" maxlength="100" value="${escapeHtml(username)}"`)}
${field('login-password', 'Password', 'name="password" type="password" autocomplete="current-password"')}
<button type="submit">Sign In</button></form>`
      : step === 'code'
        ? `<p>${T.codeIntro}</p>${alert}
<form method="post" action="${LOGIN_CODE_PATH}" data-server-login="code">
${field('login-code', 'Code', 'name="code" autocomplete="one-time-code" inputmode="numeric" maxlength="40"')}
<button type="submit">Verify</button></form>`
        : `<p data-server-login="enrol">${T.enrolNeedsScript}</p>`;
  const page = `<div id="root"><main class="ssr-login"><div class="ssr-login-card">
<h1>Admin Login</h1>${form}</div></main></div>`;
  return shell
    .replace('<title>Admin Panel</title>', () => `<title>Admin Login</title><style>${LOGIN_STYLES}</style>`)
    .replace(SHELL_ROOT, () => page);
}

/** The panel's look in a few rules (the LoginPage's card, colours of the theme's tokens, light and dark). */
const LOGIN_STYLES = `body{margin:0}
.ssr-login{min-height:100vh;background:#f4f4f5;padding:48px 16px;font-family:'Inter Variable',system-ui,sans-serif;color:#18181b;box-sizing:border-box;line-height:1.5}
.dark .ssr-login{background:#18181b;color:#fafafa}
.ssr-login-card{max-width:384px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 10px 25px rgba(0,0,0,.12);padding:24px;box-sizing:border-box}
.dark .ssr-login-card{background:#0c0c0c}
.ssr-login h1{font-family:'Playfair Display Variable',Georgia,serif;font-weight:600;font-size:1.875rem;line-height:1.2;text-align:center;margin:0 0 24px}
.ssr-login form{display:grid;gap:6px}
.ssr-login label{font-weight:500;font-size:.875rem;margin-top:10px}
.ssr-login label span{color:#dc2626}
.ssr-login input{font:inherit;height:40px;padding:0 12px;border:1px solid #e4e4e7;border-radius:4px;background:transparent;color:inherit;box-sizing:border-box}
.dark .ssr-login input{border-color:#27272a}
.ssr-login button{font:inherit;font-weight:500;font-size:1rem;margin-top:16px;height:44px;border:0;border-radius:4px;background:#000;color:#fff;cursor:pointer}
.dark .ssr-login button{background:#d4af37;color:#111}
.ssr-login-note{background:#ffedd5;color:#7c2d12;border-radius:4px;padding:12px 16px;margin-bottom:8px;font-size:.875rem}
.dark .ssr-login-note{background:#431407;color:#fdba74}
.ssr-login-note p{margin:4px 0 0}
.ssr-login-error{color:#b91c1c;font-weight:500}
.dark .ssr-login-error{color:#fca5a5}
@media (min-width:768px){.ssr-login{padding:96px 16px}.ssr-login-card{padding:40px}}`;

/**
 * `/login` drawn by the server, and its forms answered without a script: the password (`POST /login`) and the
 * second factor (`POST /login/code`) go to the very procedures the panel calls (`public.auth.login`,
 * `public.auth.verifyCode`: the same throttles, checks and records), from this site's own pages only; signed in,
 * the answer is a redirect to the panel. Setting up a second factor (a QR code, a passkey) needs the panel's script.
 */
export function loginFormRouter(
  orm: MikroORM,
  services: AppServices,
  session: SessionOptions,
  pages: PublicPages,
): Router {
  const siteOrigin = new URL(services.env.publicUrl).origin;
  const createContext = contextFactory(orm, services, session, 'internal');
  const readForm = express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, parameterLimit: 10 });

  const send = async (
    req: Request,
    res: Response,
    status: number,
    step: Step,
    error?: string,
    username?: string,
  ) => {
    const page = await pages.load(req.originalUrl);
    res.setHeader('Cache-Control', 'no-store');
    if (!page) return void res.status(503).type('text/plain').send(T.notBuilt);
    res
      .status(status)
      .type('html')
      .send(loginHtml(page.loginTemplate, step, error, username));
  };
  /** Where this browser's sign-in stands: signed out, a code to come, a factor to set up, or done. */
  const stepOf = async (req: Request, res: Response): Promise<Step | 'done'> => {
    const caller = appRouter.createCaller(await createContext({ req, res }));
    const me = await caller.public.auth.me().catch(() => null);
    if (!me) return 'password';
    return me.step === 'done' ? 'done' : me.step === 'verify' ? 'code' : 'enrol';
  };
  const refusedText = (error: unknown) =>
    error instanceof TRPCError ? error.message.replace(/^\w+: /, '') : T.failed;
  const statusOf = (error: unknown) => (error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500);

  const router = Router();
  router.get(LOGIN_PATH, async (req, res, next) => {
    try {
      const step = await stepOf(req, res);
      if (step === 'done') return void res.redirect(303, ADMIN_PATH);
      await send(req, res, 200, step);
    } catch (error) {
      next(error);
    }
  });
  const post = (
    path: string,
    step: Step,
    call: (
      caller: ReturnType<typeof appRouter.createCaller>,
      body: Record<string, unknown>,
    ) => Promise<{ step: string }>,
  ) =>
    router.post(path, (req, res, next) =>
      readForm(req, res, async (parseError?: unknown) => {
        try {
          if (parseError) {
            res.setHeader('connection', 'close');
            return await send(req, res, (parseError as { status?: number }).status ?? 400, step, T.failed);
          }
          if (isCrossSite(req, siteOrigin))
            return void res.status(403).type('text/plain').send(REFUSALS.formFromElsewhere);
          const body: Record<string, unknown> = req.body ?? {};
          try {
            const state = await call(appRouter.createCaller(await createContext({ req, res })), body);
            if (state.step === 'done') return void res.redirect(303, ADMIN_PATH);
            return void res.redirect(303, LOGIN_PATH);
          } catch (error) {
            const status = statusOf(error);
            if (status >= 500) req.log.error({ err: error }, 'sign-in form failed');
            // The code step of a sign-in that has ended (or never began) starts again with the password.
            const shownStep = step === 'code' && status === 401 ? 'password' : step;
            const username = typeof body.username === 'string' ? body.username.slice(0, 100) : '';
            return await send(
              req,
              res,
              status,
              shownStep,
              status >= 500 ? T.failed : refusedText(error),
              username,
            );
          }
        } catch (error) {
          next(error);
        }
      }),
    );
  post(LOGIN_PATH, 'password', (caller, body) =>
    caller.public.auth.login({ username: body.username as string, password: body.password as string }),
  );
  post(LOGIN_CODE_PATH, 'code', (caller, body) =>
    caller.public.auth.verifyCode({ code: body.code as string }),
  );
  return router;
}
