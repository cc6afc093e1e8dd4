import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { SessionOptions } from 'iron-session';
import { messagesOf } from '../../common/i18n/catalogs';
import { LANGUAGES, type Language } from '../../common/i18n/languages';
import { deviceClassOfUserAgent, languageOfHeader } from '../../common/leads/attribution';
import { contactPath } from '../../common/routes';
import { CONTACT_FORM } from '../../common/routing/query';
import { contactInput } from '../../common/schemas/contact';
import { appRouter } from '../routers/_app';
import type { AppServices } from '../trpc/context';
import { contextFactory } from './context';
import { isForeignOrigin } from './security';

/**
 * What the form sends: the visitor's fields, the honeypot and the visit's attribution (hidden fields the page's
 * script fills in). The fill time and photos need the form's script; the page's language is the address posted
 * to, whatever the body says.
 */
const FORM_FIELDS = Object.keys(contactInput.shape).filter(
  (field) => field !== 'fillTimeMs' && field !== 'photos' && field !== 'pageLanguage',
);

/**
 * The largest form body read (a bigger one is refused before parsing). The longest valid form, every field at
 * its most in characters that take three bytes as UTF-8 and nine percent-encoded, stays under it.
 */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * A lead form's fields as the procedure takes them (the contact form's, the booking page's): LF line breaks (a
 * browser sends a textarea's as CRLF; every saved request uses LF), empty hidden fields left out, and what the page's
 * script would have told is read from the browser's headers instead (device class and language, docs/leads.md#attribution),
 * with the language of the page posted to.
 */
export function leadFormInput(
  req: Request,
  fields: readonly string[],
  language: Language,
): Record<string, unknown> {
  const body: Record<string, unknown> = req.body ?? {};
  const input: Record<string, unknown> = Object.fromEntries(
    fields.map((field) => {
      const value = body[field];
      return [field, typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : undefined];
    }),
  );
  for (const [field, value] of Object.entries(input))
    if (value === '' && field !== 'website') delete input[field];
  input.deviceClass ??= deviceClassOfUserAgent(req.headers['user-agent'] ?? '');
  input.language ??= languageOfHeader(req.headers['accept-language']);
  input.pageLanguage = language;
  return input;
}

/**
 * A post from anywhere but this site's own pages. Browsers say where a request comes from in Sec-Fetch-Site, and
 * only `same-origin` is this site: `same-site` is a sibling subdomain (which may be someone else's),
 * `cross-site` another site, `none` a post the user did not make from a page. The Origin header cannot tell here:
 * the site's `Referrer-Policy: no-referrer` makes a browser send `Origin: null` with its own form posts. Without
 * either header (not a browser, or a very old one) the post is taken, as the API would take it.
 */
export function isCrossSite(req: Request, siteOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = req.headers.origin;
  return origin !== 'null' && isForeignOrigin(origin, siteOrigin, `${req.protocol}://${req.headers.host}`);
}

/**
 * `POST /contact` (and the contact page of every other language, `/es/contacto`): the contact form as a plain HTML
 * form, for a visitor without JavaScript, or whose script has not started yet (or failed to load on a poor
 * connection): a lead must not depend on it. The fields go to the very same procedure as the app's
 * (`public.contact.submit`: validation, honeypot, throttle, notification), with the language of the page posted
 * to; the answer is a redirect back to that page, which shows the outcome. Not an API: the API doors refuse form
 * bodies (see security.ts); this one takes them from its own site's pages only.
 */
export function contactFormRouter(orm: MikroORM, services: AppServices, session: SessionOptions): Router {
  const siteOrigin = new URL(services.env.publicUrl).origin;
  const createContext = contextFactory(orm, services, session, 'internal');
  const backToForm = (res: Response, language: Language, result: string) =>
    res.redirect(303, `${contactPath(language)}?${result}#${CONTACT_FORM.anchor}`);

  // Flat `name=value` pairs only (no nesting to parse), bounded in size and count before they are parsed.
  const readForm = express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, parameterLimit: 40 });

  /** The form of `language`'s contact page: read, then sent to the procedure as posted from that page. */
  const formHandlers = (language: Language) => [
    (req: Request, res: Response, next: NextFunction) =>
      readForm(req, res, (error?: unknown) => {
        if (!error) return next();
        // Too large, too many fields, an encoding other than UTF-8: the form says so, as for any refused post.
        const status = (error as { status?: number }).status ?? 400;
        if (status >= 500) return next(error);
        res.setHeader('connection', 'close'); // rather than reading the rest of a refused body
        backToForm(res, language, `${CONTACT_FORM.failedParam}=${status}`);
      }),
    async (req: Request, res: Response) => {
      if (isCrossSite(req, siteOrigin)) {
        res.status(403).type('text/plain').send(messagesOf(language).contact.fromElsewhere);
        return;
      }
      const input = leadFormInput(req, FORM_FIELDS, language);
      try {
        const caller = appRouter.createCaller(await createContext({ req, res }));
        const { receipt } = await caller.public.contact.submit(input as never);
        backToForm(res, language, `${CONTACT_FORM.sentParam}=${receipt}`);
      } catch (error) {
        const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
        if (status >= 500) req.log.error({ err: error }, 'contact form failed');
        backToForm(res, language, `${CONTACT_FORM.failedParam}=${status}`);
      }
    },
  ];

  const router = Router();
  for (const language of LANGUAGES) router.post(contactPath(language), ...formHandlers(language));
  return router;
}
