import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LEAD_VISIT_TEXTS } from '../../../common/messages';
import { MAX_LEAD_PHOTOS } from '../../../common/schemas/lead-visit';
import { InvalidInput } from '../errors';
import { cleanImage } from '../storage/clean-image';

/** The largest photo a visitor may send; phones' JPEGs are 2–6 MB. */
export const LEAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A kept photo's longest side: enough to see a room or a crack, small enough for a phone to show fast. */
const LONGEST_SIDE = 2560;
/** A kept photo larger than this (after scaling) is re-encoded as JPEG. */
const LARGEST_KEPT_BYTES = 3 * 1024 * 1024;
/** How long an upload ticket may be used, and how long an unsent photo is kept. */
export const TICKET_TTL_MS = 30 * 60_000;
export const UNSENT_PHOTO_HOURS = 24;
/** The types a visitor's photo may be: what every browser shows (an iPhone sends its HEIC photos as JPEG here). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

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
 * Keeps a visitor's photo under its ticket's id: an image of a type every browser shows, cleaned of EXIF, XMP and
 * IPTC by clean-image (which also bounds its pixels), scaled to at most LONGEST_SIDE, in the database (never a
 * public object). One upload per ticket: a second clashes with the first's row. Throttled per address like the form,
 * counted from the stored rows. Unsent photos older than a day are deleted on the way.
 */
export async function storeLeadPhoto(
  em: EntityManager,
  input: { id: string; bytes: Buffer; ip: string; throttle: PhotoThrottle },
): Promise<PhotoOutcome> {
  const connection = em.getConnection();
  await connection.execute(
    `delete from lead_photos where lead_id is null and created_at < now() - make_interval(hours => ?)`,
    [UNSENT_PHOTO_HOURS],
  );
  const [counted] = await connection.execute<Array<{ recent: string | number }>>(
    `select count(*) as recent from (select 1 from lead_photos
      where client_ip = ? and created_at > now() - make_interval(mins => ?) limit ?) as counted`,
    [input.ip, input.throttle.windowMinutes, input.throttle.limit],
  );
  if (Number(counted?.recent ?? 0) >= input.throttle.limit) {
    return {
      status: 429,
      message: LEAD_VISIT_TEXTS.photosThrottled(input.throttle.windowMinutes),
      retryAfterSeconds: input.throttle.windowMinutes * 60,
    };
  }
  const cleaned = await cleanImage(input.bytes);
  if (!cleaned.ok) return { status: cleaned.status, message: cleaned.message };
  if (!PHOTO_TYPES.has(cleaned.contentType)) return { status: 415, message: LEAD_VISIT_TEXTS.photoTypes };
  let body = cleaned.body;
  // Loaded at the first photo, not at start: sharp and libvips are a large part of a cold start.
  const { default: sharp } = await import('sharp');
  let meta = await sharp(body).metadata();
  if (Math.max(meta.width ?? 0, meta.height ?? 0) > LONGEST_SIDE) {
    // Re-encoded in its own format, which keeps no metadata either (sharp writes none unless asked).
    body = await sharp(body)
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside' })
      .toFormat(meta.format === 'png' ? 'png' : meta.format === 'webp' ? 'webp' : 'jpeg')
      .toBuffer();
    meta = await sharp(body).metadata();
  }
  let contentType = cleaned.contentType;
  if (body.length > LARGEST_KEPT_BYTES) {
    // A large PNG (a screenshot, a scan) is kept as a JPEG: the database holds a photo, not an archive.
    body = await sharp(body)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    contentType = 'image/jpeg';
  }
  const inserted = await connection.execute<Array<{ id: string }>>(
    `insert into lead_photos (id, content_type, width, height, size, bytes, client_ip, created_at)
     values (?, ?, ?, ?, ?, ?, ?, now()) on conflict (id) do nothing returning id`,
    [input.id, contentType, meta.width ?? 0, meta.height ?? 0, body.length, body, input.ip],
  );
  if (inserted.length === 0) return { status: 409, message: LEAD_VISIT_TEXTS.photoTicketUsed };
  return { status: 201, id: input.id, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** Every photo a request names must be uploaded, unsent and recent; otherwise the request is refused naming `photos`. */
export async function checkPhotosToAttach(em: EntityManager, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_LEAD_PHOTOS)
    throw InvalidInput.field('photos', LEAD_VISIT_TEXTS.photoCount(MAX_LEAD_PHOTOS));
  const [row] = await em.getConnection().execute<Array<{ found: string | number }>>(
    `select count(*) as found from lead_photos
      where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        and lead_id is null and created_at > now() - make_interval(hours => ?)`,
    [JSON.stringify(unique), UNSENT_PHOTO_HOURS],
  );
  if (Number(row?.found ?? 0) !== unique.length)
    throw InvalidInput.field('photos', LEAD_VISIT_TEXTS.photosNotFound);
}

/** The photos of some leads, without their bytes, for the owner's cards. */
export async function photosOfLeads(em: EntityManager, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return em.getConnection().execute<Array<{ id: string; lead_id: number; width: number; height: number }>>(
    `select id, lead_id, width, height from lead_photos
      where lead_id in (select value::int from jsonb_array_elements_text(?::jsonb)) order by created_at, id`,
    [JSON.stringify(leadIds)],
  );
}

/** One attached photo's bytes, for the signed-in owner only (http/lead-photos.ts); null when unknown or unsent. */
export async function attachedPhoto(em: EntityManager, id: string) {
  const [row] = await em
    .getConnection()
    .execute<Array<{ content_type: string; bytes: Buffer }>>(
      `select content_type, bytes from lead_photos where id = ? and lead_id is not null`,
      [id],
    );
  return row ?? null;
}
