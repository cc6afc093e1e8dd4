import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, link, mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ListedObject,
  OBJECT_ID_PATTERN,
  type Storage,
  type StoredObject,
  UPLOAD_URL_TTL_MS,
} from './storage';

interface ObjectMeta {
  contentType: string;
  size: number;
  etag: string;
  /** Absent in objects stored before images were cleaned of hidden data, and in put/write ones until checked. */
  cleaned?: boolean;
}

/**
 * Objects under DATA_DIR/objects, each beside a small JSON file with its type and ETag. Upload URLs point
 * at our own PUT /api/uploads/... handler and carry an HMAC of the object name and the expiry.
 */
export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly signingKey: string,
  ) {}

  readonly uploadHeaders: Record<string, string> = {};

  async createUploadUrl(name: string): Promise<string> {
    const expires = Date.now() + UPLOAD_URL_TTL_MS;
    return `/api/uploads/${name}?expires=${expires}&signature=${this.sign(name, expires)}`;
  }

  /** True when the signature was made by us for this object and has not expired. */
  verifyUpload(name: string, expires: string, signature: string): boolean {
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) return false;
    const expected = Buffer.from(this.sign(name, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  filePath(name: string): string {
    const [folder, id] = name.split('/');
    if (folder !== 'portfolio' || !id || !OBJECT_ID_PATTERN.test(id))
      throw new Error(`Bad object name ${name}`);
    return path.join(this.root, folder, id);
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    await this.writeMeta(name, { contentType, size: body.length });
  }

  /** True when the object's bytes are on disk (its upload link has been used). */
  async exists(name: string): Promise<boolean> {
    return access(this.filePath(name)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Makes a fully received upload the object `name`, unless that object already exists: signed upload
   * links are single-use, and an object is served as immutable. A hard link refuses to replace an
   * existing file (EEXIST), so of concurrent uploads to one link exactly one wins. Removes `receivedFile`.
   */
  async createFromFile(name: string, receivedFile: string, meta: Omit<ObjectMeta, 'etag'>): Promise<boolean> {
    try {
      await link(receivedFile, this.filePath(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(receivedFile, { force: true });
    }
    await this.writeMeta(name, meta);
    return true;
  }

  private async writeMeta(name: string, meta: Omit<ObjectMeta, 'etag'>): Promise<void> {
    // A cleaned object's ETag differs from the one its uncleaned bytes were served under, even at equal size.
    const etag = `"${name.split('/')[1]}-${meta.size}${meta.cleaned ? '-c' : ''}"`;
    await writeFile(`${this.filePath(name)}.json`, JSON.stringify({ ...meta, etag }));
  }

  async open(name: string): Promise<StoredObject | null> {
    let meta: ObjectMeta;
    try {
      meta = JSON.parse(await readFile(`${this.filePath(name)}.json`, 'utf8'));
    } catch {
      return null;
    }
    return { ...meta, cleaned: meta.cleaned === true, body: createReadStream(this.filePath(name)) };
  }

  async saveCleaned(name: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(name);
    // Written beside it and renamed, so a reader never sees half an image under the object's name.
    const partial = `${file}.cleaned-${process.pid}-${Date.now()}`;
    try {
      await writeFile(partial, body);
      await rename(partial, file);
      await this.writeMeta(name, { contentType, size: body.length, cleaned: true });
    } finally {
      await rm(partial, { force: true });
    }
  }

  async *list(): AsyncIterable<ListedObject> {
    const folder = path.join(this.root, 'portfolio');
    const entries = await opendir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!entries) return;
    // Only finished objects: the id alone (not its .json beside it, nor an upload still being received).
    for await (const entry of entries) {
      if (!entry.isFile() || !OBJECT_ID_PATTERN.test(entry.name)) continue;
      const info = await stat(path.join(folder, entry.name)).catch(() => null);
      const meta = await readFile(path.join(folder, `${entry.name}.json`), 'utf8')
        .then((text) => JSON.parse(text) as Partial<ObjectMeta>)
        .catch(() => null);
      if (info)
        yield { name: `portfolio/${entry.name}`, createdAt: info.mtime, cleaned: meta?.cleaned === true };
    }
  }

  async write(name: string, body: Readable, contentType: string): Promise<void> {
    const file = this.filePath(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside it and renamed, so a reader never sees half an image under the object's name.
    const partial = `${file}.partial-${process.pid}`;
    try {
      await pipeline(body, createWriteStream(partial));
      const { size } = await stat(partial);
      await rename(partial, file);
      await this.writeMeta(name, { contentType, size });
    } finally {
      await rm(partial, { force: true });
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.filePath(name), { force: true });
    await rm(`${this.filePath(name)}.json`, { force: true });
  }

  private sign(name: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`${name}\n${expires}`).digest('base64url');
  }
}
