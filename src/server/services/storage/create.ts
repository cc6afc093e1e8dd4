import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../../env';
import { LocalStorage } from './local';
import type { Storage } from './storage';

/**
 * The object store STORAGE_DRIVER names. Upload links are signed with a key derived from the session secret.
 * The Cloud Storage client is imported only for `gcs`: loading it took a noticeable part of every start.
 */
export async function createStorage(env: Env, secret: string): Promise<Storage> {
  if (env.STORAGE_DRIVER === 'gcs') {
    // loadEnv already refused STORAGE_DRIVER=gcs without a bucket; GCS signs its own upload links.
    if (!env.GCS_BUCKET) throw new Error('GCS_BUCKET is required when STORAGE_DRIVER=gcs');
    const { GcsStorage } = await import('./gcs');
    return new GcsStorage({
      bucket: env.GCS_BUCKET,
      apiEndpoint: env.GCS_API_ENDPOINT,
      maxBytes: env.UPLOAD_MAX_BYTES,
    });
  }
  const signingKey = createHash('sha256').update(`uploads:${secret}`).digest('base64url');
  return new LocalStorage(path.join(env.dataDir, 'objects'), signingKey);
}
