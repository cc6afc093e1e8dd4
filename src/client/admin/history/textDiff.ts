/** One run of a two-sided text difference. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** Words and the spaces between them, so a difference is shown a whole word at a time. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** Beyond this many words on both sides the comparison is not worth its cost: the texts are shown whole. */
const MAX_CELLS = 250_000;

/**
 * The word-level difference between two texts (a longest common subsequence), as runs: what both have, what
 * only the old one had (removed) and what only the new one has (added).
 */
export function textDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS) {
    return [
      { text: before, kind: 'removed' },
      { text: after, kind: 'added' },
    ].filter((part) => part.text !== '') as DiffPart[];
  }
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? (common[(i + 1) * width + j + 1] as number) + 1
          : Math.max(common[(i + 1) * width + j] as number, common[i * width + j + 1] as number);
    }
  }
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart['kind']) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i++] as string, 'same');
      j++;
    } else if ((common[(i + 1) * width + j] as number) >= (common[i * width + j + 1] as number)) {
      push(a[i++] as string, 'removed');
    } else {
      push(b[j++] as string, 'added');
    }
  }
  while (i < a.length) push(a[i++] as string, 'removed');
  while (j < b.length) push(b[j++] as string, 'added');
  return parts;
}
