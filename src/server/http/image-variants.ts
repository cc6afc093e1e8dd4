import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { IMAGE_WIDTHS, type ImageWidth, parseImageWidth } from '../../common/images/responsive';
import { REFUSALS } from '../../common/messages';
import {
  type ImageVariants,
  type VariantFormat,
  type VariantSource,
  variantEtag,
} from '../services/image-variants/variants';
import { ifNoneMatchHas } from './etag';

/** What `?w=` asks for: nothing (null: the original), one allowed width, or something we refuse. */
export function requestedWidth(req: Request): ImageWidth | null | 'invalid' {
  const query = req.originalUrl.split('?')[1];
  const values = new URLSearchParams(query ?? '').getAll('w');
  if (values.length === 0) return null;
  return (values.length === 1 && parseImageWidth(values[0] as string)) || 'invalid';
}

export function refuseWidth(res: Response) {
  res.status(400).type('text/plain').send(REFUSALS.imageWidth(IMAGE_WIDTHS));
}

const formatFor = (req: Request): VariantFormat =>
  /\bimage\/webp\b/i.test(req.headers.accept ?? '') ? 'webp' : 'jpeg';

/**
 * Answers with the variant of `source` at `width`, in the format the browser's Accept allows (so the
 * answer varies by Accept). `release` is called when the source's bytes turn out not to be needed.
 */
export async function sendVariant(
  req: Request,
  res: Response,
  variants: ImageVariants,
  options: { source: VariantSource; width: ImageWidth; cacheControl: string; release?: () => void },
) {
  const { source, width, cacheControl, release } = options;
  const format = formatFor(req);
  const etag = variantEtag(source, width, format);
  res.vary('Accept');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ifNoneMatchHas(req.headers['if-none-match'], etag)) {
    release?.();
    res.status(304).end();
    return;
  }
  const variant = await variants.render(source, width, format);
  release?.();
  res.setHeader('Content-Type', variant.contentType);
  res.setHeader('Content-Length', String(variant.body.length));
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** A plain file name of a built-in raster image: no folders, dots or encodings can reach the file system. */
const BUILT_IN_NAME = /^[\w-]+\.(jpg|jpeg|png|webp)$/;
const BUILT_IN_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const NOT_FOUND = REFUSALS.imageNotFound;

/**
 * `GET /images/<file>?w=N`: variants of the client's built-in images (the build's `images/` folder, or
 * the source `public/images` under Vite's dev server). Without `w` the request goes on to the static
 * files; SVG and GIF names too, which are served as they are.
 */
export function builtInImageVariants(imagesDir: string, variants: ImageVariants) {
  const router = express.Router();
  router.get('/{*file}', async (req: Request, res: Response, next: NextFunction) => {
    const width = requestedWidth(req);
    if (width === null) return next();
    if (width === 'invalid') return refuseWidth(res);
    // req.path is still percent-encoded: `%2F`, `%2e` and the like fail the pattern.
    const name = req.path.slice(1);
    if (/^[\w-]+\.(svg|gif)$/.test(name)) return next();
    const extension = BUILT_IN_NAME.exec(name)?.[1];
    if (!extension) return res.status(404).type('text/plain').send(NOT_FOUND);
    const file = path.join(imagesDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return res.status(404).type('text/plain').send(NOT_FOUND);
    const source: VariantSource = {
      name: `images/${name}`,
      etag: `${stats.size}-${stats.mtimeMs}`,
      contentType: BUILT_IN_TYPES[extension] as string,
      load: () => readFile(file),
    };
    // The hour express.static gives these files: they may change with a new build under the same name.
    await sendVariant(req, res, variants, {
      source,
      width,
      cacheControl: 'public, max-age=3600',
    });
  });
  return router;
}
