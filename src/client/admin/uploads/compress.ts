import { LIMITS } from '../../../common/constants';

/** The size a w×h image gets when its longest side is scaled down to `maxSide` (never up). */
export function scaledSize(width: number, height: number, maxSide: number = LIMITS.compressMaxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * docs/product.md, Behaviour rules: images over 3 MB are re-encoded as JPEG (quality 0.85, white background
 * for transparency) with the longest side at most 1920 px. Anything that cannot be decoded here (HEIC in most
 * browsers, SVG) or that fails for any reason is uploaded as it is.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= LIMITS.compressAboveBytes || file.type === 'image/svg+xml') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', LIMITS.compressQuality),
    );
    if (!blob) throw new Error('encoding failed');
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    console.error('Failed to process image; uploading the original', error);
    return file;
  }
}
