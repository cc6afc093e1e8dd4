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

  // Speed is not asserted in absolute terms (docs/page-speed.md): one long line is measured against its floor, the
  // same bytes in short lines, in the same run, by CPU time. Linear reading costs about the same for both; the
  // quadratic reading (the whole line so far searched again for each chunk) cost over 100 times more here.
  it('costs about the same for one 24 MB line as for the same bytes in 24 KB lines', async () => {
    const size = 24 * 1024 * 1024;
    const oneLine = `${'y'.repeat(size)}\n`;
    const shortLines = `${'y'.repeat(24 * 1024 - 1)}\n`.repeat(size / (24 * 1024));
    const cpu = async (text: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const started = process.cpuUsage();
        let read = 0;
        for await (const line of linesOf(chunked(text))) read += line.length + 1;
        const used = process.cpuUsage(started);
        expect(read).toBe(text.length);
        best = Math.min(best, used.user + used.system);
      }
      return best;
    };
    const floor = await cpu(shortLines);
    expect(await cpu(oneLine)).toBeLessThan(10 * floor + 50_000);
  }, 120_000);

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
