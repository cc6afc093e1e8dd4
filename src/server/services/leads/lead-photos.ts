import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LEAD_VISIT_TEXTS } from '../../../common/messages';
import { MAX_LEAD_PHOTOS } from '../../../common/schemas/lead-visit';
import { LeadPhoto } from '../../entities';
import { beforeDatabaseNow, databaseNow } from '../database-clock';
import { InvalidInput } from '../errors';
import { lockUntilTransactionEnds } from '../transaction-locks';
import { leadPhotoImage } from './lead-photo-image';

/** The largest photo a visitor may send; phones' JPEGs are 2–6 MB. */
export const LEAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** How long an upload ticket may be used, and how long an unsent photo is kept. */
export const TICKET_TTL_MS = 30 * 60_000;
export const UNSENT_PHOTO_HOURS = 24;
/**
 * A photo's `content_type` while it is being made, and once refused: the row reserves its ticket and counts in the
 * address's throttle, and is never attachable (checkPhotosToAttach takes `image/…` rows only).
 */
const PENDING = 'pending';
const REFUSED = 'refused';

/** A ticket's signature: the photo's id and expiry under the server's secret. */
function signatureOf(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`lead-photo:${id}:${expires}`).digest('base64url');
}

/** `count` upload tickets: new ids, each with its expiry and signature (nothing stored until a photo arrives). */
export function issueTickets(secret: string, count: number, now = Date.now()) {
  const expires = now + TICKET_TTL_MS;
  return Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    return { id, expires, signature: signatureOf(secret, id, expires) };
  });
}

export function ticketIsValid(secret: string, id: string, expires: string, signature: string): boolean {
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) return false;
  const expected = Buffer.from(signatureOf(secret, id, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type PhotoOutcome =
  | { status: 201; id: string; width: number; height: number }
  | { status: 409 | 415 | 422 | 429; message: string; retryAfterSeconds?: number };

export interface PhotoThrottle {
  /** Photos one address may upload within the window: the form's request limit, times the photos a request may carry. */
  limit: number;
  windowMinutes: number;
}

/**
 * Keeps a visitor's photo under its ticket's id, in the database (never a public object), as lead-photo-image.ts
 * makes it: read by sharp or refused, nothing but pixels, at most VISITOR_PHOTO_MAX_PIXELS declared, scaled to at
 * most LONGEST_SIDE. Before the photo is decoded its row is reserved (reserveTicket): that one step both uses the
 * ticket (a second upload clashes with the row) and counts the attempt in the address's throttle, so a photo
 * refused as unreadable or too large still counts, and uploads arriving together cannot pass the limit between
 * a count and an insert. Only a photo refused as busy gives its reservation back (no fault of the visitor's).
 * Unsent photos (and refused attempts) older than a day are deleted on the way.
 */
export async function storeLeadPhoto(
  em: EntityManager,
  input: { id: string; bytes: Buffer; ip: string; throttle: PhotoThrottle },
): Promise<PhotoOutcome> {
  await em.nativeDelete(LeadPhoto, {
    lead: null,
    createdAt: { $lt: beforeDatabaseNow('hours', UNSENT_PHOTO_HOURS) },
  });
  const reservation = await reserveTicket(em, input);
  if (reservation === 'throttled') {
    return {
      status: 429,
      message: LEAD_VISIT_TEXTS.photosThrottled(input.throttle.windowMinutes),
      retryAfterSeconds: input.throttle.windowMinutes * 60,
    };
  }
  if (reservation === 'used') return { status: 409, message: LEAD_VISIT_TEXTS.photoTicketUsed };
  const image = await leadPhotoImage(input.bytes).catch(() => null);
  if (!image?.ok) {
    if (image?.status === 429) {
      await em.nativeDelete(LeadPhoto, { id: input.id, contentType: PENDING });
      return image;
    }
    await em.nativeUpdate(LeadPhoto, { id: input.id }, { contentType: REFUSED });
    return image ?? { status: 415, message: LEAD_VISIT_TEXTS.photoUnreadable };
  }
  const { contentType, width, height, body } = image;
  await em.nativeUpdate(
    LeadPhoto,
    { id: input.id },
    { contentType, width, height, size: body.length, bytes: body },
  );
  return { status: 201, id: input.id, width: image.width, height: image.height };
}

/**
 * The ticket's row, inserted empty (PENDING) unless the address has used its allowance in the window or the
 * ticket was used. Under a transaction-scoped advisory lock on the address, so concurrent uploads from one address
 * (on any instance sharing the database) count one after another.
 */
function reserveTicket(
  em: EntityManager,
  input: { id: string; ip: string; throttle: PhotoThrottle },
): Promise<'reserved' | 'throttled' | 'used'> {
  return em.transactional(async (tx) => {
    await lockUntilTransactionEnds(tx, `lead-photos:${input.ip}`);
    const recent = await tx.count(LeadPhoto, {
      clientIp: input.ip,
      createdAt: { $gt: beforeDatabaseNow('mins', input.throttle.windowMinutes) },
    });
    if (recent >= input.throttle.limit) return 'throttled';
    const inserted = await tx
      .createQueryBuilder(LeadPhoto)
      .insert({
        id: input.id,
        contentType: PENDING,
        width: 0,
        height: 0,
        size: 0,
        bytes: Buffer.alloc(0),
        clientIp: input.ip,
        createdAt: databaseNow(),
      })
      .onConflict('id')
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0 ? 'reserved' : 'used';
  });
}

/** Every photo a request names must be uploaded, unsent and recent; otherwise the request is refused naming `photos`. */
export async function checkPhotosToAttach(em: EntityManager, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_LEAD_PHOTOS)
    throw InvalidInput.field('photos', LEAD_VISIT_TEXTS.photoCount(MAX_LEAD_PHOTOS));
  const found = await em.count(LeadPhoto, {
    id: { $in: unique },
    lead: null,
    contentType: { $like: 'image/%' },
    createdAt: { $gt: beforeDatabaseNow('hours', UNSENT_PHOTO_HOURS) },
  });
  if (found !== unique.length) throw InvalidInput.field('photos', LEAD_VISIT_TEXTS.photosNotFound);
}

/** The photos of some leads, without their bytes, for the owner's cards: each with its lead's id. */
export async function photosOfLeads(em: EntityManager, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  const photos = await em.find(
    LeadPhoto,
    { lead: { $in: leadIds } },
    { fields: ['id', 'lead', 'width', 'height'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return photos.map(({ id, lead, width, height }) => ({ id, leadId: lead?.id as number, width, height }));
}

/** One attached photo's bytes, for the signed-in owner only (http/lead-photos.ts); null when unknown or unsent. */
export async function attachedPhoto(em: EntityManager, id: string) {
  const photo = await em.findOne(
    LeadPhoto,
    { id, lead: { $ne: null } },
    { fields: ['contentType', 'bytes'], refresh: true },
  );
  return photo && { content_type: photo.contentType, bytes: photo.bytes };
}
