import type { MikroORM } from '@mikro-orm/postgresql';
import { type Request, type Response, Router } from 'express';
import { icsOf } from '../../common/booking/calendar';
import { consultationEntry } from '../../common/booking/consultation-entry';
import { bookingTextsOf } from '../../common/i18n/catalogs/booking';
import { isLanguage } from '../../common/i18n/languages';
import { isReceipt } from '../../common/leads/receipt';
import { BOOKING_CALENDAR_PATH, BOOKING_QUERY } from '../../common/routing/booking-query';
import { settingsLookup } from '../../common/settings';
import { SiteSetting } from '../entities';
import { feedCalendar } from '../services/booking/calendar-feed';
import { readConfirmation } from '../services/booking/confirmation';

const BUSINESS_KEYS = ['company_name', 'contact_phone', 'contact_email'];

/** A calendar file: never kept by a cache on the way, downloaded or subscribed to as text/calendar. */
function sendCalendar(res: Response, text: string, filename: string) {
  res.setHeader('cache-control', 'private, no-store');
  res.type('text/calendar; charset=utf-8').attachment(filename).send(text);
}

const notFound = (res: Response) => res.status(404).type('text/plain').send('No such calendar.');

/**
 * The calendar files: a visitor's booking (`/calendar/consultation.ics?booked=<receipt>&lang=es`, what its
 * confirmation page offers) and the owner's private feed of every booking (`/calendar/<secret>.ics`, the address
 * his phone's calendar subscribes to; its secret is stored hashed, renewed or turned off in the panel).
 */
export function calendarFilesRouter(orm: MikroORM, siteUrl: string): Router {
  const router = Router();
  router.get(BOOKING_CALENDAR_PATH, async (req: Request, res: Response) => {
    const receipt = req.query[BOOKING_QUERY.booked];
    const language = isLanguage(req.query.lang) ? req.query.lang : 'en';
    const em = orm.em.fork();
    const booking =
      typeof receipt === 'string' && isReceipt(receipt) ? await readConfirmation(em, receipt) : null;
    if (!booking) return notFound(res);
    const value = settingsLookup(await em.find(SiteSetting, { key: { $in: BUSINESS_KEYS } }));
    const business = {
      company: value('company_name'),
      phone: value('contact_phone'),
      email: value('contact_email'),
    };
    sendCalendar(
      res,
      icsOf(consultationEntry(booking, business, bookingTextsOf(language))),
      'consultation.ics',
    );
  });
  router.get('/calendar/:file', async (req: Request, res: Response) => {
    const file = String(req.params.file);
    if (!file.endsWith('.ics')) return notFound(res);
    const secret = file.slice(0, -'.ics'.length);
    const em = orm.em.fork();
    const company = settingsLookup(await em.find(SiteSetting, { key: 'company_name' }))('company_name');
    const calendar = await feedCalendar(em, secret, siteUrl, `${company}: consultations`);
    if (!calendar) return notFound(res);
    sendCalendar(res, calendar, 'consultations.ics');
  });
  return router;
}
