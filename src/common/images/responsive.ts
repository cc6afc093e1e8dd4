/**
 * Phone-sized photos: the server answers `?w=<one of these>` on our own raster images with a resized copy
 * (WebP or JPEG), and the client lists them in `srcset` so the browser picks the smallest that is sharp.
 */
export const IMAGE_WIDTHS = [480, 768, 1080, 1440] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The `w` query value as one of the allowed widths; the exact decimal spelling only (one cache entry each). */
export function parseImageWidth(value: string): ImageWidth | null {
  return IMAGE_WIDTHS.find((width) => String(width) === value) ?? null;
}

const OBJECT_PATH = /^\/objects\/portfolio\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BUILT_IN_PATH = /^\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/;

/**
 * `srcset` for one of our own raster images (`/objects/portfolio/<id>`, `/images/<name>.jpg|jpeg|png|webp`,
 * with or without a query such as `?v=`), e.g. `/images/hero.jpg?w=480 480w, …`; undefined for anything
 * else (SVG, GIF, foreign URLs), which is then served as it is.
 */
export function responsiveSrcSet(src: string | undefined | null): string | undefined {
  if (!src) return undefined;
  const [path = '', query, ...rest] = src.split('?');
  // Whitespace and commas separate srcset candidates; such a URL is left alone rather than escaped.
  const plain = rest.length === 0 && !/[\s,#]/.test(src);
  if (!plain || !(OBJECT_PATH.test(path) || BUILT_IN_PATH.test(path))) {
    return undefined;
  }
  if (query !== undefined && new URLSearchParams(query).has('w')) return undefined;
  const separator = query === undefined ? '?' : query === '' ? '' : '&';
  return IMAGE_WIDTHS.map((width) => `${src}${separator}w=${width} ${width}w`).join(', ');
}
