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

/** An archive read after its manifest was checked holds more, or other, bytes than the manifest declares. */
export class BeyondManifest extends Error {
  override name = 'BeyondManifest';
}

/**
 * What a read may hold once the manifest is known: each file it lists at most once and at most its declared size,
 * and the manifest itself (not in its own list) at most `manifestBytes`. The archive is opened again for each
 * pass, so a file that changed after it was checked is stopped at the first byte past what was checked.
 */
export interface DeclaredSizes {
  files: Readonly<Record<string, { size: number }>>;
  manifestName: string;
  manifestBytes: number;
}

/** Passes `body` on, failing as soon as it holds more than `limit` bytes. */
async function* capped(body: AsyncIterable<Buffer>, name: string, limit: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit)
      throw new BeyondManifest(`${name}: larger than the ${limit} bytes the manifest declares`);
    yield chunk;
  }
}

/** The most an entry may hold under `declared`, before any of its bytes are read. */
function entryLimit(declared: DeclaredSizes, name: string, headerSize: number, seen: Set<string>): number {
  const limit = name === declared.manifestName ? declared.manifestBytes : declared.files[name]?.size;
  if (limit === undefined) throw new BeyondManifest(`${name}: in the archive but not listed in the manifest`);
  if (seen.has(name)) throw new BeyondManifest(`${name}: appears twice`);
  seen.add(name);
  if (headerSize > limit)
    throw new BeyondManifest(`${name}: larger than the ${limit} bytes the manifest declares`);
  return limit;
}

/**
 * The files of a `.tar.gz`, one at a time, streamed: each entry's body must be read (or drained) before the
 * next. A damaged or cut-off archive ends the iteration with the gzip or tar error; with `declared`, a file the
 * manifest does not list or larger than it says ends it with BeyondManifest, before or as its bytes are read.
 */
export async function* readArchive(input: Readable, declared?: DeclaredSizes): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const piping = pipeline(input, createGunzip(), extract);
  let failure: unknown = null;
  piping.catch((error: unknown) => {
    failure = error;
  });
  const seen = new Set<string>();
  let completed = false;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const size = entry.header.size ?? 0;
      const body = entry as AsyncIterable<Buffer>;
      yield {
        name,
        type: entry.header.type ?? 'file',
        size,
        body: declared ? capped(body, name, entryLimit(declared, name, size, seen)) : body,
      };
      // Whatever the reader left unread is skipped, so the next header can be read.
      entry.resume();
    }
    completed = true;
  } catch (error) {
    throw error instanceof BeyondManifest ? error : (failure ?? error);
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
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The lines of a JSON-lines body, each without its newline, streamed; a line past MAX_LINE_BYTES is an error.
 * Linear in the length of a line: each chunk is searched once, and the pieces of an unfinished line are kept in a
 * list and joined once when its newline comes (appending to one string and searching it all again per chunk made
 * a 40 MB line take over a minute). A newline byte never occurs inside a UTF-8 character, so splitting bytes
 * first and decoding each whole line is exact.
 */
export async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let pieces: Buffer[] = [];
  let pending = 0;
  for await (const chunk of body) {
    let start = 0;
    let newline = chunk.indexOf(NEWLINE, start);
    while (newline !== -1) {
      const tail = chunk.subarray(start, newline);
      if (pending + tail.length > MAX_LINE_BYTES)
        throw new Error(`a line longer than ${MAX_LINE_BYTES} bytes`);
      yield decoder.decode(pieces.length === 0 ? tail : Buffer.concat([...pieces, tail]));
      pieces = [];
      pending = 0;
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) {
      pieces.push(chunk.subarray(start));
      pending += chunk.length - start;
      if (pending > MAX_LINE_BYTES) throw new Error(`a line longer than ${MAX_LINE_BYTES} bytes`);
    }
  }
  if (pending > 0) yield decoder.decode(Buffer.concat(pieces));
}
