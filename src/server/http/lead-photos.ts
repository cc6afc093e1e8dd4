import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { LEAD_VISIT_TEXTS, REFUSALS } from '../../common/messages';
import { MAX_LEAD_PHOTOS } from '../../common/schemas/lead-visit';
import type { Env } from '../env';
import {
  attachedPhoto,
  issueTickets,
  LEAD_PHOTO_MAX_BYTES,
  storeLeadPhoto,
  ticketIsValid,
} from '../services/leads/lead-photos';
import { SIGN_IN_FIRST } from '../trpc/procedures';
import { allowLongBody } from './body-timeout';
import { isCrossSite } from './contact-form';
import { requestSession } from './context';

/** The visitors' photo uploads (under /contact/photos) and the owner's view of them (/api/admin/lead-photos). */
export const LEAD_PHOTO_PATHS = { upload: '/contact/photos', admin: '/api/admin/lead-photos' } as const;

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MEGABYTES = LEAD_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * An anonymous upload surface, so every door is narrow: only this site's own pages (Sec-Fetch-Site/Origin, as the
 * contact form), tickets signed by the server for one photo each, a body bounded before it is read, images only,
 * throttled per address like the form (services/leads/lead-photos.ts).
 *
 * - `POST /contact/photos/tickets?count=N` (1..5): N signed, single-use upload addresses, valid 30 minutes.
 * - `PUT /contact/photos/<id>?expires&signature`: the photo's bytes; 201 `{id, width, height}`, the id the form
 *   then sends in `photos`.
 */
export function leadPhotoUploadRouter(orm: MikroORM, env: Env, secret: string) {
  const siteOrigin = new URL(env.publicUrl).origin;
  const throttle = {
    limit: env.CONTACT_RATE_LIMIT * MAX_LEAD_PHOTOS,
    windowMinutes: env.CONTACT_WINDOW_MINUTES,
  };
  const router = express.Router();
  const refuseForeign = (req: Request, res: Response) => {
    if (!isCrossSite(req, siteOrigin)) return false;
    refuseUnread(res, 403, REFUSALS.formFromElsewhere);
    return true;
  };

  router.post('/tickets', (req, res) => {
    if (refuseForeign(req, res)) return;
    const count = Number(req.query.count ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > MAX_LEAD_PHOTOS) {
      res.status(400).json({ message: `count: ${LEAD_VISIT_TEXTS.photoCount(MAX_LEAD_PHOTOS)}` });
      return;
    }
    const tickets = issueTickets(secret, count).map(({ id, expires, signature }) => ({
      id,
      url: `${LEAD_PHOTO_PATHS.upload}/${id}?expires=${expires}&signature=${signature}`,
    }));
    res.set('Cache-Control', 'no-store').json({ tickets });
  });

  router.put('/:id', async (req: Request<{ id: string }>, res: Response) => {
    if (refuseForeign(req, res)) return;
    const { id } = req.params;
    const { expires, signature } = req.query;
    if (
      !PHOTO_ID.test(id) ||
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !ticketIsValid(secret, id, expires, signature)
    ) {
      refuseUnread(res, 403, LEAD_VISIT_TEXTS.photoTicketInvalid);
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > LEAD_PHOTO_MAX_BYTES) {
      refuseUnread(res, 413, LEAD_VISIT_TEXTS.photoTooLarge(MEGABYTES));
      return;
    }
    // Signed by this server: the body may now take as long as a slow phone needs for the largest photo.
    allowLongBody(req);
    const bytes = await readBounded(req, LEAD_PHOTO_MAX_BYTES);
    if (bytes === 'too-large') {
      refuseUnread(res, 413, LEAD_VISIT_TEXTS.photoTooLarge(MEGABYTES));
      return;
    }
    if (bytes === 'interrupted') return;
    const outcome = await storeLeadPhoto(orm.em.fork(), { id, bytes, ip: req.ip ?? 'unknown', throttle });
    if (outcome.status !== 201) {
      if (outcome.retryAfterSeconds) res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      res.status(outcome.status).json({ message: outcome.message });
      return;
    }
    res.status(201).set('Cache-Control', 'no-store').json(outcome);
  });
  return router;
}

/**
 * `GET /api/admin/lead-photos/<id>`: a photo a visitor sent, to the signed-in owner only (sign-in is checked by the
 * /api guard first, and again here), `private, no-store`; a photo not yet sent with a request is no one's.
 */
export function leadPhotoAdminRouter(orm: MikroORM, session: SessionOptions) {
  const router = express.Router();
  router.get('/:id', async (req: Request<{ id: string }>, res: Response) => {
    const { user } = await requestSession(orm, session, req, res);
    if (!user) {
      res.status(401).json({ message: SIGN_IN_FIRST });
      return;
    }
    const photo = PHOTO_ID.test(req.params.id) ? await attachedPhoto(orm.em.fork(), req.params.id) : null;
    if (!photo) {
      res.status(404).json({ message: 'No such photo' });
      return;
    }
    res.set({
      'Content-Type': photo.content_type,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    res.end(photo.bytes);
  });
  return router;
}

/**
 * A refusal answered before the body is read (or while it arrives): the connection is closed once the answer is
 * sent, so the rest of the body is never read and the connection cannot be held by a client still sending.
 */
function refuseUnread(res: Response, status: number, message: string) {
  res.setHeader('Connection', 'close');
  res.status(status).json({ message });
}

/**
 * The body, read up to `max` bytes: 'too-large' as soon as more arrives, reading stopped but the connection
 * left open for the caller's answer (which closes it); 'interrupted' when the client went away first.
 */
function readBounded(req: Request, max: number): Promise<Buffer | 'too-large' | 'interrupted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      resolve('too-large');
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', () => resolve('interrupted'));
    req.once('close', () => resolve('interrupted'));
  });
}
