import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Storage as GoogleStorage, type StorageOptions } from '@google-cloud/storage';
import {
  type ListedObject,
  OBJECT_ID_PATTERN,
  type Storage,
  type StoredObject,
  UPLOAD_URL_TTL_MS,
} from './storage';

export interface GcsStorageOptions {
  bucket: string;
  /** Largest upload accepted, in bytes; bound into every signed upload URL. */
  maxBytes: number;
  /** A different JSON API host, for emulators (requests to it are then sent without Google auth). */
  apiEndpoint?: string | undefined;
  /** A ready client, e.g. one holding explicit service-account credentials (tests); else ADC is used. */
  client?: GoogleStorage;
}

/**
 * The formats the local driver accepts by their bytes (docs/product.md, Behaviour rules). Browsers upload to
 * GCS directly, so the stored Content-Type is whatever the browser claimed: anything outside this list
 * (text/html, or an `image/…+xml` a browser would render as an XML document) is never served. Only SVG is
 * active content, and objects.ts sandboxes exactly `image/svg+xml`, so the type is served in that normalised
 * form.
 */
const SERVABLE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
  'image/svg+xml',
  'image/heic',
  'image/heif',
]);

/** Object names asked for per listing request. */
const LIST_PAGE_SIZE = 500;

/**
 * Objects in a Google Cloud Storage bucket. Browsers upload straight to GCS through V4 signed URLs, so
 * image bytes never pass through this server on the way in; reads and deletes go through the JSON API.
 */
export class GcsStorage implements Storage {
  private readonly client: GoogleStorage;
  private readonly bucketName: string;
  private readonly maxBytes: number;

  constructor(options: GcsStorageOptions) {
    this.bucketName = options.bucket;
    this.maxBytes = options.maxBytes;
    // Credentials come from Application Default Credentials / GOOGLE_APPLICATION_CREDENTIALS, looked up
    // lazily. With apiEndpoint set the library skips auth on API calls (useAuthWithCustomEndpoint
    // defaults to false), so an emulator works without any; signing URLs still needs a key.
    const clientOptions: StorageOptions = options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {};
    this.client = options.client ?? new GoogleStorage(clientOptions);
  }

  /**
   * Headers the browser must send, byte for byte, with its PUT to a signed URL: they are part of the
   * signature. GCS answers 400 when the body's size is outside x-goog-content-length-range, and 412 when
   * the object already exists (x-goog-if-generation-match: 0 means "create only"), so a link works once
   * and an image served as immutable is never replaced.
   */
  get uploadHeaders(): Record<string, string> {
    return { 'x-goog-content-length-range': `0,${this.maxBytes}`, 'x-goog-if-generation-match': '0' };
  }

  /**
   * A V4 signed PUT URL, `https://storage.googleapis.com/<bucket>/portfolio/<uuid>?X-Goog-…`, so its last
   * path segment is the object id. Content-Type is deliberately not signed: the browser sends the file's
   * own type, and open() decides what may be served.
   */
  async createUploadUrl(name: string): Promise<string> {
    const now = Date.now();
    // Passing both instants keeps X-Goog-Expires at exactly the TTL (the library subtracts whole seconds).
    const [url] = await this.file(name).getSignedUrl({
      version: 'v4',
      action: 'write',
      accessibleAt: now,
      expires: now + UPLOAD_URL_TTL_MS,
      extensionHeaders: this.uploadHeaders,
    });
    return url;
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.file(name).save(body, { contentType, resumable: false });
  }

  async open(name: string): Promise<StoredObject | null> {
    const metadata = await this.file(name)
      .getMetadata()
      .then(([found]) => found)
      .catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
    const contentType = metadata?.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!metadata || !SERVABLE_TYPES.has(contentType)) return null;
    // Read the very generation whose metadata we checked, even if the object is overwritten meanwhile.
    const file = this.file(name, metadata.generation);
    return {
      body: file.createReadStream(),
      contentType,
      size: Number(metadata.size ?? 0),
      etag: `"${metadata.etag ?? metadata.generation}"`,
      cleaned: isCleaned(metadata.metadata),
    };
  }

  /**
   * A new generation with the cleaned bytes and the custom metadata `cleaned: 1`. Its ETag is the new
   * generation's, so no cache keeps the old bytes under it; the browser's original upload is overwritten.
   */
  async saveCleaned(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.file(name).save(body, {
      resumable: false,
      metadata: { contentType, metadata: { [CLEANED_KEY]: '1' } },
    });
  }

  async delete(name: string): Promise<void> {
    await this.file(name).delete({ ignoreNotFound: true });
  }

  async *list(): AsyncIterable<ListedObject> {
    const bucket = this.client.bucket(this.bucketName);
    let pageToken: string | undefined;
    do {
      // One page of names at a time: a bucket of any size is listed in bounded memory.
      const [files, next] = await bucket.getFiles({
        prefix: 'portfolio/',
        autoPaginate: false,
        maxResults: LIST_PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      });
      for (const file of files) {
        const [folder, id, ...rest] = file.name.split('/');
        if (folder !== 'portfolio' || !id || !OBJECT_ID_PATTERN.test(id) || rest.length > 0) continue;
        const created = new Date(String(file.metadata.timeCreated ?? ''));
        // An object without a readable date is taken as new.
        yield {
          name: file.name,
          createdAt: Number.isNaN(created.getTime()) ? new Date() : created,
          cleaned: isCleaned(file.metadata.metadata),
        };
      }
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
    } while (pageToken);
  }

  async write(name: string, body: Readable, contentType: string): Promise<void> {
    await pipeline(body, this.file(name).createWriteStream({ contentType, resumable: false }));
  }

  private file(name: string, generation?: string | number) {
    const [folder, id, ...rest] = name.split('/');
    if (folder !== 'portfolio' || !id || !OBJECT_ID_PATTERN.test(id) || rest.length > 0)
      throw new Error(`Bad object name ${name}`);
    return this.client.bucket(this.bucketName).file(name, generation === undefined ? {} : { generation });
  }
}

/** The custom metadata key saveCleaned sets; listings carry it, so the cleaning job reads no object twice. */
const CLEANED_KEY = 'cleaned';

function isCleaned(custom: unknown): boolean {
  return (
    typeof custom === 'object' && custom !== null && (custom as Record<string, unknown>)[CLEANED_KEY] === '1'
  );
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}
