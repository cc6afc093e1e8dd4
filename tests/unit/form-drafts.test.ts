import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_HOURS,
  readDraft,
  sameValues,
  writeDraft,
} from '../../src/client/admin/shared/drafts';
import { HISTORY_RETENTION } from '../../src/common/history';

/** The browser's localStorage, as far as drafts use it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const HOUR = 3_600_000;

beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('dialog drafts', () => {
  it('are offered for less time than the photo sweep keeps an upload nothing refers to', () => {
    // A restored draft must never name photos the sweep has already deleted.
    expect(DRAFT_MAX_AGE_HOURS).toBeLessThan(HISTORY_RETENTION.photoGraceHours);
  });

  it('keep a form per key until cleared, and are dropped once too old', () => {
    const now = Date.now();
    writeDraft('project:new', { title: 'Villa', imageUrls: ['/objects/portfolio/a'] }, now);
    expect(readDraft('project:new', now + HOUR)).toEqual({
      values: { title: 'Villa', imageUrls: ['/objects/portfolio/a'] },
      savedAt: now,
    });
    expect(readDraft('project:7', now)).toBeNull();
    clearDraft('project:new');
    expect(readDraft('project:new', now)).toBeNull();

    writeDraft('testimonial:3', { clientName: 'Ann' }, now);
    expect(readDraft('testimonial:3', now + (DRAFT_MAX_AGE_HOURS + 1) * HOUR)).toBeNull();
    // Dropped for good, not just hidden.
    expect(readDraft('testimonial:3', now)).toBeNull();
  });

  it('ignore a stored text that is not a draft, and work without storage', () => {
    (window as unknown as { localStorage: Storage }).localStorage.setItem('admin-draft:x', '{not json');
    expect(readDraft('x')).toBeNull();
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(() => writeDraft('x', { a: 1 })).not.toThrow();
    expect(readDraft('x')).toBeNull();
  });

  it('compare form states whatever the order of their keys', () => {
    expect(sameValues({ a: 1, meta: { x: 1, y: [1, 2] } }, { meta: { y: [1, 2], x: 1 }, a: 1 })).toBe(true);
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValues({ title: '' }, { title: 'x' })).toBe(false);
  });
});
