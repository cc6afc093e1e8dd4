import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { IMAGE_REFUSALS } from '../../common/messages';
import { cleanImage } from '../services/storage/clean-image';
import { detectImageType, SNIFF_BYTES } from '../services/storage/image-types';
import type { LocalStorage } from '../services/storage/local';
import { OBJECT_ID_PATTERN } from '../services/storage/storage';
import { allowLongBody } from './body-timeout';

const LINK_USED =
  'This upload link has already been used: an uploaded image is never replaced. Ask for a new link to upload another file';

/**
 * PUT /api/uploads/portfolio/:id?expires&signature — the signed-URL target of the local object store.
 * The body is streamed to a temporary file, bounded in size, and kept only if its bytes are an image of at
 * most MAX_IMAGE_PIXELS and no upload to the same link has been kept before (a link works once; a refused
 * upload leaves nothing). What is kept carries no EXIF, XMP or IPTC (clean-image.ts), so no link to it ever
 * shows where or when a photo was taken.
 */
export function uploadRouter(storage: LocalStorage, maxBytes: number) {
  const router = express.Router();
  router.put('/portfolio/:id', async (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    const name = `portfolio/${id}`;
    const { expires, signature } = req.query;
    if (
      !OBJECT_ID_PATTERN.test(id) ||
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !storage.verifyUpload(name, expires, signature)
    ) {
      // Answered without reading the body, and the connection closed: a forged link holds nothing open.
      res.setHeader('Connection', 'close');
      res.status(403).json({ message: 'This upload link is invalid or has expired' });
      return;
    }
    // Signed by this server: the body may take as long as the largest upload needs (body-timeout.ts).
    allowLongBody(req);
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      req.resume();
      res.status(413).json({ message: `The file is larger than ${maxBytes} bytes` });
      return;
    }
    if (await storage.exists(name)) {
      req.resume();
      res.status(409).json({ message: LINK_USED });
      return;
    }
    const target = storage.filePath(name);
    // A name of its own per request: concurrent uploads to one link must not write into each other.
    const partial = `${target}.${randomUUID()}.part`;
    await mkdir(path.dirname(target), { recursive: true });
    const outcome = await receive(req, partial, maxBytes);
    if (outcome.status !== 200) {
      await rm(partial, { force: true });
      res.status(outcome.status).json({ message: outcome.message });
      return;
    }
    const cleaned = await cleanImage(await readFile(partial));
    if (!cleaned.ok) {
      await rm(partial, { force: true });
      res.status(cleaned.status).json({ message: cleaned.message });
      return;
    }
    if (cleaned.changed) await writeFile(partial, cleaned.body);
    const meta = { contentType: cleaned.contentType, size: cleaned.body.length, cleaned: true };
    if (!(await storage.createFromFile(name, partial, meta))) {
      res.status(409).json({ message: LINK_USED });
      return;
    }
    res.status(200).json({ path: `/objects/${name}` });
  });
  return router;
}

type Outcome = { status: 200; contentType: string } | { status: 413 | 415 | 400; message: string };

async function receive(req: Request, file: string, maxBytes: number): Promise<Outcome> {
  const out = createWriteStream(file);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        req.destroy();
        return { status: 413, message: `The file is larger than ${maxBytes} bytes` };
      }
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } catch {
    return { status: 400, message: 'The upload was interrupted' };
  } finally {
    out.end();
    await once(out, 'close').catch(() => undefined);
  }
  const contentType = detectImageType(head);
  if (!contentType) return { status: 415, message: IMAGE_REFUSALS.notAnImage };
  return { status: 200, contentType };
}
