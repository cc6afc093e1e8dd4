import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import { OBJECT_ID_PATTERN, type Storage } from '../services/storage/storage';

/** GET /objects/portfolio/:id — streams an uploaded image from the active store; ids never change content. */
export function objectRouter(storage: Storage) {
  const router = express.Router();
  router.get('/portfolio/:id', async (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    const object = OBJECT_ID_PATTERN.test(id) ? await storage.open(`portfolio/${id}`) : null;
    if (!object) {
      res.status(404).type('text/plain').send('Image not found');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
