import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import { REFUSALS } from '../../common/messages';
import { type ImageVariants, isResizable } from '../services/image-variants/variants';
import { ensureCleaned } from '../services/storage/clean-stored';
import { OBJECT_ID_PATTERN, type Storage, type StoredObject } from '../services/storage/storage';
import { refuseWidth, requestedWidth, sendVariant } from './image-variants';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /objects/portfolio/:id — streams an uploaded image from the active store; ids never change content.
 * `?w=480|768|1080|1440` answers a resized WebP/JPEG copy instead (SVG and GIF: the original). An object not
 * yet cleaned of hidden data (an upload straight to Cloud Storage, one stored before the rule) is cleaned
 * before its first byte is served; one that cannot be is never served.
 */
export function objectRouter(storage: Storage, variants: ImageVariants) {
  const router = express.Router();
  router.get('/portfolio/:id', async (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    const width = requestedWidth(req);
    if (width === 'invalid') return refuseWidth(res);
    const object = OBJECT_ID_PATTERN.test(id) ? await openCleaned(storage, `portfolio/${id}`, req) : null;
    if (!object) {
      res.status(404).type('text/plain').send(REFUSALS.imageNotFound);
      return;
    }
    if (width && isResizable(object.contentType)) {
      const source = {
        name: `portfolio/${id}`,
        etag: object.etag,
        contentType: object.contentType,
        load: () => buffer(object.body),
      };
      const release = () => object.body.destroy();
      await sendVariant(req, res, variants, { source, width, cacheControl: CACHE_CONTROL, release });
      return;
    }
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', object.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (object.contentType === 'image/svg+xml') {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (req.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    await pipeline(object.body, res).catch(() => res.destroy());
  });
  return router;
}

async function openCleaned(storage: Storage, name: string, req: Request): Promise<StoredObject | null> {
  const object = await storage.open(name);
  if (!object || object.cleaned) return object;
  object.body.destroy();
  const outcome = await ensureCleaned(storage, name);
  if (outcome.state === 'refused') {
    req.log?.warn({ image: name, reason: outcome.message }, 'an image that cannot be cleaned is not served');
    return null;
  }
  const cleaned = outcome.state === 'clean' ? await storage.open(name) : null;
  if (cleaned?.cleaned) return cleaned;
  cleaned?.body.destroy();
  return null;
}
