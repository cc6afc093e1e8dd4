import { LIMITS, UPLOADABLE_IMAGE_EXTENSIONS } from '../../../common/constants';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  heif: 'image/heif',
};
const ALLOWED_TYPES = new Set(Object.values(MIME_BY_EXTENSION));

/** The file picker's `accept`: every allowed type and extension (docs/product.md, Behaviour rules). */
export const ACCEPT = [
  ...ALLOWED_TYPES,
  ...UPLOADABLE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

function extensionOf(name: string): string {
  return name.split('.').pop()?.toLowerCase() ?? '';
}

/** An image type or one of the allowed extensions (phones often send HEIC with an empty type). */
export function isAllowedImage(file: Pick<File, 'name' | 'type'>): boolean {
  return ALLOWED_TYPES.has(file.type.toLowerCase()) || extensionOf(file.name) in MIME_BY_EXTENSION;
}

/** The Content-Type to PUT with: the browser's, or the one its extension implies. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type || MIME_BY_EXTENSION[extensionOf(file.name)] || 'application/octet-stream';
}

export interface Selection {
  accepted: File[];
  rejected: File[];
  /** Files past the batch limit, left out. */
  overflow: number;
}

/** Splits a pick into what can be uploaded, what is not an image, and what exceeds the limit. */
export function selectFiles(
  files: Iterable<File>,
  room: number,
  max: number = LIMITS.uploadBatchMax,
): Selection {
  const images: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (isAllowedImage(file) ? images : rejected).push(file);
  const limit = Math.max(0, Math.min(room, max));
  return { accepted: images.slice(0, limit), rejected, overflow: Math.max(0, images.length - limit) };
}
