import { describe, expect, it } from 'vitest';
import { linesOf, MAX_LINE_BYTES } from '../../src/server/services/backup/archive-io';

/** `text` as a tar entry hands it over: in small chunks. */
async function* chunked(text: string, size = 16 * 1024): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function collect(lines: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
}

describe('reading the lines of a table file', () => {
  it('splits lines across chunks, keeps characters cut between chunks, and keeps a last line without a newline', async () => {
    const text = 'ä{"a":1}\n€€€\n\nlast';
    expect(await collect(linesOf(chunked(text, 1)))).toEqual(['ä{"a":1}', '€€€', '', 'last']);
    expect(await collect(linesOf(chunked(`${text}\n`, 3)))).toEqual(['ä{"a":1}', '€€€', '', 'last']);
  });

  it('refuses a line longer than any row the app stores, as soon as it is that long', async () => {
    let handed = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      for (;;) {
        handed += chunk.length;
        yield chunk;
      }
    }
    await expect(collect(linesOf(endless()))).rejects.toThrow(/a line longer than/);
    expect(handed).toBeLessThanOrEqual(MAX_LINE_BYTES + 1024 * 1024);
  });
});
