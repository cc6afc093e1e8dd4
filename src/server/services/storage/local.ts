import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
    const etag = `"${name.split('/')[1]}-${meta.size}"`;
    await writeFile(`${this.filePath(name)}.json`, JSON.stringify({ ...meta, etag }));
  }

  async open(name: string): Promise<StoredObject | null> {
    let meta: ObjectMeta;
    try {
      meta = JSON.parse(await readFile(`${this.filePath(name)}.json`, 'utf8'));
    } catch {
      return null;
    }
    return { ...meta, body: createReadStream(this.filePath(name)) };
  }

  async delete(name: string): Promise<void> {
    await rm(this.filePath(name), { force: true });
    await rm(`${this.filePath(name)}.json`, { force: true });
  }

  /** Objects only: their metadata files and partial uploads are not objects. */
  async *list(): AsyncIterable<ListedObject> {
    const folder = path.join(this.root, 'portfolio');
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const id of names) {
      if (!OBJECT_ID_PATTERN.test(id)) continue;
      const info = await stat(path.join(folder, id)).catch(() => null);
      if (info) yield { name: `portfolio/${id}`, createdAt: info.mtime };
    }
  }

  private sign(name: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`${name}\n${expires}`).digest('base64url');
  }
}
