import { describe, expect, it } from 'vitest';
import { textDiff } from '../../src/client/admin/history/textDiff';

describe('textDiff', () => {
  it('marks the words removed and added, keeping what both texts share', () => {
    expect(textDiff('Built to last', 'Built to last forever')).toEqual([
      { text: 'Built to last', kind: 'same' },
      { text: ' forever', kind: 'added' },
    ]);
    expect(textDiff('A red door', 'A blue door')).toEqual([
      { text: 'A ', kind: 'same' },
      { text: 'red', kind: 'removed' },
      { text: 'blue', kind: 'added' },
      { text: ' door', kind: 'same' },
    ]);
  });

  it('handles empty sides', () => {
    expect(textDiff('', 'New')).toEqual([{ text: 'New', kind: 'added' }]);
    expect(textDiff('Old', '')).toEqual([{ text: 'Old', kind: 'removed' }]);
    expect(textDiff('', '')).toEqual([]);
  });

  it('shows very long texts whole instead of comparing them word by word', () => {
    const long = 'word '.repeat(1000);
    expect(textDiff(long, `${long}more`).map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});
