import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../../env';
import { LocalStorage } from './local';
import type { Storage } from './storage';

/** The object store STORAGE_DRIVER names. Upload links are signed with a key derived from the session secret. */
export function createStorage(env: Env, secret: string): Storage {
  if (env.STORAGE_DRIVER === 'gcs') {
    throw new Error('STORAGE_DRIVER=gcs is not available yet; use the default local driver');
  }
  const signingKey = createHash('sha256').update(`uploads:${secret}`).digest('base64url');
  return new LocalStorage(path.join(env.dataDir, 'objects'), signingKey);
}
