import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

/** A file's bytes as the manifest records them. */
export interface Digest {
  sha256: string;
  size: number;
}

/** What copyDigesting writes to: a Node stream or a tar entry. */
export interface ChunkSink {
  write(chunk: Buffer): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

type Chunks = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

/** Writes every chunk of `source` to `target`, waiting when it is full (bounded memory), and digests them. */
export async function copyDigesting(source: Chunks, target: ChunkSink): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(bytes);
    size += bytes.length;
    if (!target.write(bytes)) await new Promise<void>((resolve) => target.once('drain', resolve));
  }
  return { sha256: hash.digest('hex'), size };
}

/** Adds one file to a tar being written; its size must be known before its bytes (the tar header says it). */
export async function addEntry(pack: tar.Pack, name: string, size: number, source: Chunks): Promise<Digest> {
  let entry!: ReturnType<tar.Pack['entry']>;
  const finished = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, type: 'file', mode: 0o600, mtime: new Date() }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  const digest = await copyDigesting(source, entry as unknown as ChunkSink);
  if (digest.size !== size) {
    entry.destroy(new Error(`${name}: ${digest.size} bytes read, ${size} expected`));
    await finished;
  }
  (entry as unknown as { end(): void }).end();
  await finished;
  return digest;
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/**
 * The files of a `.tar.gz`, one at a time, streamed: each entry's body must be read (or drained) before the
 * next. A damaged or cut-off archive ends the iteration with the gzip or tar error.
 */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const piping = pipeline(input, createGunzip(), extract);
  let failure: unknown = null;
  piping.catch((error: unknown) => {
    failure = error;
  });
  let completed = false;
  try {
    for await (const entry of extract) {
      yield {
        name: entry.header.name,
        type: entry.header.type ?? 'file',
        size: entry.header.size ?? 0,
        body: entry as AsyncIterable<Buffer>,
      };
      // Whatever the reader left unread is skipped, so the next header can be read.
      entry.resume();
    }
    completed = true;
  } catch (error) {
    throw failure ?? error;
  } finally {
    // A reader that stopped early (it found a problem) lets go of the file.
    if (!completed) {
      input.destroy();
      extract.destroy();
    }
  }
  await piping.catch(() => undefined);
  if (failure) throw failure;
}

/** Reads a (small) entry whole, refusing one larger than `limit` bytes. */
export async function readSmall(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Longer than any row the app can store: a file with such a line is not one of ours. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** The lines of a JSON-lines body, each without its newline, streamed; a line past MAX_LINE_CHARS is an error. */
export async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for await (const chunk of body) {
    rest += decoder.decode(chunk, { stream: true });
    let newline = rest.indexOf('\n');
    while (newline !== -1) {
      yield rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      newline = rest.indexOf('\n');
    }
    if (rest.length > MAX_LINE_CHARS) throw new Error(`a line longer than ${MAX_LINE_CHARS} characters`);
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}
