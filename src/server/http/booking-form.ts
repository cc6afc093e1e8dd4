import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { SessionOptions } from 'iron-session';
import { messagesOf } from '../../common/i18n/catalogs';
import { LANGUAGES, type Language } from '../../common/i18n/languages';
import { LEAD_FIELD_KEYS } from '../../common/leads/fields';
import { BOOKING_FAILURES, BOOKING_QUERY } from '../../common/routing/booking-query';
import { pathOf } from '../../common/routing/resolve';
import { bookingInput } from '../../common/schemas/booking';
import { SITE_TIME_ZONE } from '../../common/site-time';
import { appRouter } from '../routers/_app';
import { localDayOf } from '../services/booking/local-days';
import { InvalidInput } from '../services/errors';
import type { AppServices } from '../trpc/context';
import { isCrossSite, leadFormInput } from './contact-form';
import { contextFactory } from './context';

/**
 * What the form sends as text: the booking's fields and the honeypot (the fill time needs a script). Photos come as
 * the ids their uploads answered, a hidden `photos` field each (features/booking/BookingPhotos.tsx).
 */
const FORM_FIELDS = Object.keys(bookingInput.shape).filter(
  (field) => field !== 'fillTimeMs' && field !== 'photos' && field !== 'pageLanguage',
);
const MAX_FORM_BYTES = 64 * 1024;

/** The fields a 400 may name: the time, the kind and the lead's. */
const BOOKING_FIELDS: readonly string[] = ['startsAt', 'kind', ...LEAD_FIELD_KEYS];

/** The fields a refusal names, as the page can mark them (`?fields=email,phone`). */
function refusedFields(error: unknown): string[] {
  const cause = error instanceof TRPCError ? error.cause : error;
  const fields =
    cause instanceof InvalidInput ? cause.fieldErrors.map((field) => field.path.split('.')[0]) : [];
  return fields.filter((field): field is string => BOOKING_FIELDS.includes(field ?? ''));
}

/** Why a post was refused, as the page's query says it (`failed=409`, `fields=email`); a failure of ours is logged. */
function failureQuery(req: Request, error: unknown): Record<string, string> {
  const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
  if (status >= 500) req.log.error({ err: error }, 'booking form failed');
  const shown = (BOOKING_FAILURES as readonly number[]).includes(status) ? status : 500;
  const fields = refusedFields(error);
  return {
    [BOOKING_QUERY.failed]: String(shown),
    ...(fields.length > 0 ? { [BOOKING_QUERY.fields]: fields.join(',') } : {}),
  };
}

/**
 * `POST /schedule` (and `/es/agendar`): the booking page's form as a plain HTML form, so booking needs no script.
 * Its fields go to the very procedure the API's booking calls (`public.booking.book`), with the page's language;
 * the answer is a redirect to the confirmation (`?booked=<receipt>`) or back to the kind and day chosen with why
 * it was refused.
 */
export function bookingFormRouter(orm: MikroORM, services: AppServices, session: SessionOptions): Router {
  const siteOrigin = new URL(services.env.publicUrl).origin;
  const createContext = contextFactory(orm, services, session, 'internal');
  const readForm = express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, parameterLimit: 40 });

  const backToForm = (res: Response, language: Language, query: Record<string, string>) =>
    res.redirect(
      303,
      `${pathOf('schedule', language)}?${new URLSearchParams(query)}#${BOOKING_QUERY.anchor}`,
    );

  const formHandlers = (language: Language) => [
    (req: Request, res: Response, next: NextFunction) =>
      readForm(req, res, (error?: unknown) => {
        if (!error) return next();
        const status = (error as { status?: number }).status ?? 400;
        if (status >= 500) return next(error);
        res.setHeader('connection', 'close');
        backToForm(res, language, { [BOOKING_QUERY.failed]: '400' });
      }),
    async (req: Request, res: Response) => {
      if (isCrossSite(req, siteOrigin)) {
        res.status(403).type('text/plain').send(messagesOf(language).contact.fromElsewhere);
        return;
      }
      const body: Record<string, unknown> = req.body ?? {};
      if (typeof body.change === 'string') return changeByLink(req, res, language, body);
      const input = leadFormInput(req, FORM_FIELDS, language);
      const photos = [body.photos ?? []].flat().filter((id): id is string => typeof id === 'string');
      if (photos.length > 0) input.photos = photos;
      // Back to the kind and the day of the time asked for, so the visitor picks again where he was.
      const startsAt = Date.parse(String(input.startsAt ?? ''));
      const where: Record<string, string> = {
        ...(typeof input.kind === 'string' ? { [BOOKING_QUERY.kind]: input.kind } : {}),
        ...(Number.isNaN(startsAt)
          ? {}
          : { [BOOKING_QUERY.day]: localDayOf(new Date(startsAt), SITE_TIME_ZONE) }),
      };
      try {
        const caller = appRouter.createCaller(await createContext({ req, res }));
        const { receipt } = await caller.public.booking.book(input as never);
        res.redirect(303, `${pathOf('schedule', language)}?${BOOKING_QUERY.booked}=${receipt}`);
      } catch (error) {
        backToForm(res, language, { ...where, ...failureQuery(req, error) });
      }
    },
  ];

  /** The private link's page posted: cancel, or move to the time chosen; back to that page with the outcome. */
  async function changeByLink(
    req: Request,
    res: Response,
    language: Language,
    body: Record<string, unknown>,
  ) {
    const token = String(body.change);
    const back = (query: Record<string, string>) =>
      res.redirect(
        303,
        `${pathOf('schedule', language)}?${new URLSearchParams({ [BOOKING_QUERY.change]: token, ...query })}`,
      );
    try {
      const caller = appRouter.createCaller(await createContext({ req, res }));
      if (body.intent === 'cancel') {
        await caller.public.booking.cancelByLink({ token });
        return back({ [BOOKING_QUERY.done]: 'cancelled' });
      }
      await caller.public.booking.moveByLink({ token, startsAt: String(body.startsAt ?? '') });
      back({ [BOOKING_QUERY.done]: 'moved' });
    } catch (error) {
      back(failureQuery(req, error));
    }
  }

  const router = Router();
  for (const language of LANGUAGES) router.post(pathOf('schedule', language), ...formHandlers(language));
  return router;
}
