import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  etag: string;
  /** Checked and cleaned of hidden data (services/storage/clean-stored.ts); until then it is not served. */
  cleaned: boolean;
}

/** Where uploaded images live; `name` is always server-generated, e.g. `portfolio/<uuid>`. */
export interface Storage {
  /**
   * A URL the browser PUTs the file to; its last path segment is the object's id. It creates the object
   * once: a PUT to an object that already exists is refused, since objects are served as immutable.
   */
  createUploadUrl(name: string): Promise<string>;
  /** Headers the browser must send with its PUT to an upload URL (they are part of the signature). */
  readonly uploadHeaders: Record<string, string>;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  open(name: string): Promise<StoredObject | null>;
  delete(name: string): Promise<void>;
  /** Every stored object with when it was made, a page at a time (backups; the photo sweep in services/history/photo-sweep.ts). */
  list(): AsyncIterable<ListedObject>;
  /** Stores `body` as object `name`, streamed (restore writes images of any size without holding them). */
  write(name: string, body: Readable, contentType: string): Promise<void>;
  /** Replaces object `name` with its cleaned bytes (clean-image.ts) and marks it cleaned. */
  saveCleaned(name: string, body: Buffer, contentType: string): Promise<void>;
}

export interface ListedObject {
  /** `portfolio/<id>` */
  name: string;
  createdAt: Date;
  /** Known to be cleaned of hidden data already (the cleaning job skips it). */
  cleaned?: boolean;
}

export const UPLOAD_URL_TTL_MS = 15 * 60_000;

/** Object ids are server-made UUIDs; anything else (dots, slashes, encodings) never reaches a path. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newObjectName(): string {
  return `portfolio/${crypto.randomUUID()}`;
}
