import { describe, expect, it } from 'vitest';
import { photoWithin, steppedPhoto } from '../../src/client/features/portfolio/projectImages';

describe('paging through a project’s photos', () => {
  it('wraps round at both ends', () => {
    expect(steppedPhoto(0, -1, 3)).toBe(2);
    expect(steppedPhoto(2, 1, 3)).toBe(0);
    expect(steppedPhoto(1, 1, 3)).toBe(2);
  });

  it('stays within the photos a project has now, after it lost some', () => {
    expect(photoWithin(2, 1)).toBe(0);
    expect(photoWithin(4, 3)).toBe(2);
    expect(photoWithin(1, 3)).toBe(1);
    // From the last photo it still has, not from where the visitor was.
    expect(steppedPhoto(4, 1, 3)).toBe(0);
    expect(steppedPhoto(4, -1, 3)).toBe(1);
  });

  it('has nothing to page through without photos', () => {
    expect(photoWithin(3, 0)).toBe(0);
    expect(steppedPhoto(3, 1, 0)).toBe(0);
  });
});
