import { describe, expect, it } from 'vitest';
import { scaledSize } from '../../src/client/admin/uploads/compress';
import { referenceOf } from '../../src/client/admin/uploads/upload';
import { contentTypeOf, isAllowedImage, selectFiles } from '../../src/client/admin/uploads/validate';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('upload validation', () => {
  it('accepts image types or allowed extensions and refuses the rest', () => {
    expect(isAllowedImage(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isAllowedImage(file('IMG_0001.HEIC'))).toBe(true);
    expect(isAllowedImage(file('drawing', 'image/svg+xml'))).toBe(true);
    expect(isAllowedImage(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isAllowedImage(file('movie.mp4', 'video/mp4'))).toBe(false);
    expect(isAllowedImage(file('page.html', 'text/html'))).toBe(false);
  });

  it('derives the content type from the extension when the browser gives none', () => {
    expect(contentTypeOf(file('photo.heic'))).toBe('image/heic');
    expect(contentTypeOf(file('a.png', 'image/png'))).toBe('image/png');
  });

  it('keeps at most the room left and the batch maximum', () => {
    const images = Array.from({ length: 25 }, (_, i) => file(`${i}.png`, 'image/png'));
    const selection = selectFiles([...images, file('x.txt', 'text/plain')], 100);
    expect(selection.accepted).toHaveLength(20);
    expect(selection.overflow).toBe(5);
    expect(selection.rejected.map((f) => f.name)).toEqual(['x.txt']);
    expect(selectFiles(images, 1, 1).accepted).toHaveLength(1);
    expect(selectFiles(images, 3).accepted).toHaveLength(3);
  });
});

describe('compression size', () => {
  it('scales the longest side down to 1920 px and never up', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(scaledSize(1000, 5000)).toEqual({ width: 384, height: 1920 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('stored image reference', () => {
  it('is /objects/portfolio/ + the last path segment of the signed URL, for both drivers', () => {
    expect(referenceOf('/api/uploads/portfolio/abc-123?expires=1&signature=x')).toBe(
      '/objects/portfolio/abc-123',
    );
    expect(
      referenceOf(
        'https://storage.googleapis.com/bucket/portfolio/abc-123?X-Goog-Algorithm=GOOG4-RSA-SHA256',
      ),
    ).toBe('/objects/portfolio/abc-123');
  });
});
