import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, parseImageWidth, responsiveSrcSet } from '../../src/common/images/responsive';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('responsiveSrcSet', () => {
  it('lists every allowed width of a built-in raster image', () => {
    expect(responsiveSrcSet('/images/hero.jpg')).toBe(
      '/images/hero.jpg?w=480 480w, /images/hero.jpg?w=768 768w, /images/hero.jpg?w=1080 1080w, /images/hero.jpg?w=1440 1440w',
    );
    for (const name of ['a.jpeg', 'service-adu.png', 'x_1.webp']) {
      expect(responsiveSrcSet(`/images/${name}`)).toContain(`/images/${name}?w=480 480w`);
    }
  });

  it('appends to an existing query (the versioned project photos)', () => {
    const srcSet = responsiveSrcSet(`/objects/portfolio/${ID}?v=1700000000000`);
    expect(srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `/objects/portfolio/${ID}?v=1700000000000&w=${width} ${width}w`),
    );
    expect(responsiveSrcSet(`/objects/portfolio/${ID}`)).toContain(`/objects/portfolio/${ID}?w=1440 1440w`);
  });

  it('is undefined for everything the server does not resize', () => {
    for (const src of [
      undefined,
      '',
      '/images/placeholder.svg',
      '/images/animation.gif',
      '/images/sub/hero.jpg',
      '/images/../hero.jpg',
      '/images/hero.JPG.svg',
      'https://example.com/images/hero.jpg',
      '//example.com/images/hero.jpg',
      `https://cdn.example.com/objects/portfolio/${ID}`,
      '/objects/portfolio/not-an-id',
      `/objects/portfolio/${ID.toUpperCase()}`,
      `/objects/portfolio/${ID}?w=480`,
      `/objects/portfolio/${ID}#top`,
      '/images/hero.jpg?v=a b',
      '/images/hero.jpg?v=1,2',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/1234',
    ]) {
      expect(responsiveSrcSet(src), String(src)).toBeUndefined();
    }
  });
});

describe('parseImageWidth', () => {
  it('accepts exactly the allowed widths as written', () => {
    for (const width of IMAGE_WIDTHS) expect(parseImageWidth(String(width))).toBe(width);
    for (const value of ['', '123', '0480', '480.0', ' 480', '1e3', 'abc', '99999']) {
      expect(parseImageWidth(value), value).toBeNull();
    }
  });
});
