import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/server/http/json-body';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, up to the bound and past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(nestsDeeperThan(objects)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[[3]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[1],[2],[[[3]]]]', 3)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    const text = JSON.stringify({ a: nested(100), b: `"${nested(100)}`, c: `\\${nested(100)}`, d: '\\"[[[' });
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\", ${nested(2)}]`, 2)).toBe(true);
  });
});
