import type { Readable } from 'node:stream';
import { Storage as GoogleStorage } from '@google-cloud/storage';
import { BACKUP_NAME_PATTERN, type BackupStore, type PendingBackup } from './store';

/**
 * In a file of its own, imported only when BACKUP_BUCKET is set (create.ts): the Cloud Storage client takes a
 * noticeable part of a start.
 */
const BUCKET_PREFIX = 'backups/';

/** Archives in a Cloud Storage bucket under `backups/`: off the site's disk, and shared by every instance. */
export class BucketBackupStore implements BackupStore {
  private readonly client: GoogleStorage;

  constructor(
    private readonly bucketName: string,
    apiEndpoint?: string,
  ) {
    this.client = new GoogleStorage(apiEndpoint ? { apiEndpoint } : {});
  }

  get location() {
    return `gs://${this.bucketName}/${BUCKET_PREFIX}`;
  }

  private file(name: string) {
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new Error(`Bad backup file name ${name}`);
    return this.client.bucket(this.bucketName).file(`${BUCKET_PREFIX}${name}`);
  }

  async create(name: string): Promise<PendingBackup> {
    // Written under its final name: an upload only becomes an object once complete, and an archive is listed
    // only with the note written after it was read back and verified.
    const file = this.file(name);
    const stream = file.createWriteStream({ resumable: false, contentType: 'application/gzip' });
    return {
      stream,
      readBack: () => file.createReadStream(),
      commit: async () => undefined,
      abort: async () => {
        await file.delete({ ignoreNotFound: true });
      },
    };
  }

  open(name: string): Readable {
    return this.file(name).createReadStream();
  }

  async names(): Promise<string[]> {
    const [files] = await this.client.bucket(this.bucketName).getFiles({ prefix: BUCKET_PREFIX });
    return files
      .map((file) => file.name.slice(BUCKET_PREFIX.length))
      .filter((name) => BACKUP_NAME_PATTERN.test(name));
  }

  async delete(name: string): Promise<void> {
    await this.file(name).delete({ ignoreNotFound: true });
    await this.file(`${name}.json`).delete({ ignoreNotFound: true });
  }

  async readNote<T>(name: string): Promise<T | null> {
    try {
      const [bytes] = await this.file(`${name}.json`).download();
      return JSON.parse(bytes.toString('utf8')) as T;
    } catch {
      return null;
    }
  }

  async writeNote(name: string, value: unknown): Promise<void> {
    await this.file(`${name}.json`).save(JSON.stringify(value, null, 2), {
      resumable: false,
      contentType: 'application/json',
    });
  }
}
