import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-memory stand-in for the Cloud Storage JSON API, just the calls @google-cloud/storage 8 makes
 * for File#save (multipart or media upload, with custom metadata), #getMetadata, #createReadStream, #delete and Bucket#getFiles. The paths were
 * taken from what the library really sends (logged against a bare server); no fake-gcs-server exists
 * on npm or in Debian here. Downloads carry x-goog-hash like GCS, so the library's CRC32C check runs.
 */
export interface FakeObject {
  data: Buffer;
  contentType: string;
  generation: string;
  timeCreated: string;
  /** Custom metadata (the object resource's `metadata` map), as File#save sends it. */
  metadata?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export async function startFakeGcs() {
  const objects = new Map<string, FakeObject>();
  const requests: RecordedRequest[] = [];
  let nextGeneration = Date.now() * 1000;

  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handle(req, res).catch((error: unknown) => sendError(res, 500, String(error)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (req.method === 'POST' && upload?.[1]) {
      const name = url.searchParams.get('name');
      const body = await readBody(req);
      const parsed =
        url.searchParams.get('uploadType') === 'multipart'
          ? parseMultipart(body, req.headers['content-type'] ?? '')
          : { contentType: req.headers['content-type'] ?? 'application/octet-stream', data: body };
      if (!name || !parsed) return sendError(res, 400, 'Bad upload request');
      const bucket = decodeURIComponent(upload[1]);
      const object = {
        ...parsed,
        generation: String(nextGeneration++),
        timeCreated: new Date().toISOString(),
      };
      objects.set(`${bucket}/${name}`, object);
      return sendJson(res, 200, resource(bucket, name, object));
    }
    const listing = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (req.method === 'GET' && listing?.[1])
      return sendJson(res, 200, list(decodeURIComponent(listing[1]), url));
    const match = /^\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
    if (!match?.[1] || !match[2]) return sendError(res, 501, `Not implemented: ${req.method} ${req.url}`);
    const bucket = decodeURIComponent(match[1]);
    const name = decodeURIComponent(match[2]);
    const key = `${bucket}/${name}`;
    const object = objects.get(key);
    const generation = url.searchParams.get('generation');
    if (!object || (generation && generation !== object.generation)) {
      return sendError(res, 404, `No such object: ${key}`);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.data.length,
        'x-goog-generation': object.generation,
        'x-goog-hash': `crc32c=${crc32cBase64(object.data)},md5=${md5Base64(object.data)}`,
        'x-goog-stored-content-encoding': 'identity',
      });
      res.end(object.data);
    } else if (req.method === 'GET') {
      sendJson(res, 200, resource(bucket, name, object));
    } else {
      sendError(res, 501, `Not implemented: ${req.method} ${req.url}`);
    }
  }

  /** objects.list: names in order, a page of `maxResults` at a time, the next page's token being its first name. */
  function list(bucket: string, url: URL) {
    const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
    const from = url.searchParams.get('pageToken') ?? '';
    const pageSize = Number(url.searchParams.get('maxResults') ?? 1000);
    const names = [...objects.keys()]
      .filter((key) => key.startsWith(prefix) && key.slice(bucket.length + 1) >= from)
      .sort()
      .map((key) => key.slice(bucket.length + 1));
    const page = names.slice(0, pageSize);
    const items = page.map((name) => resource(bucket, name, objects.get(`${bucket}/${name}`) as FakeObject));
    return {
      kind: 'storage#objects',
      items,
      ...(names.length > pageSize ? { nextPageToken: names[pageSize] } : {}),
    };
  }

  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    objects,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeGcs = Awaited<ReturnType<typeof startFakeGcs>>;

/** The JSON API object resource, the fields the library and our driver read. */
function resource(bucket: string, name: string, object: FakeObject) {
  return {
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    size: String(object.data.length),
    md5Hash: md5Base64(object.data),
    crc32c: crc32cBase64(object.data),
    etag: Buffer.from(`${object.generation}/1`).toString('base64'),
    storageClass: 'STANDARD',
    timeCreated: object.timeCreated,
    ...(object.metadata ? { metadata: object.metadata } : {}),
  };
}

/** multipart/related: a JSON metadata part, then the media part (its own Content-Type). */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { contentType: string; data: Buffer; metadata?: Record<string, string> } | null {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; data: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    if (next === -1) return null;
    const part = body.subarray(from + 2, next - 2); // drop the CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString(), data: part.subarray(split + 4) });
    start = next;
  }
  const [meta, media] = parts;
  if (!meta || !media) return null;
  const metadata = JSON.parse(meta.data.toString()) as {
    contentType?: string;
    metadata?: Record<string, string>;
  };
  const mediaType = /^content-type:\s*(.+)$/im.exec(media.headers)?.[1]?.trim();
  return {
    contentType: metadata.contentType ?? mediaType ?? 'application/octet-stream',
    data: media.data,
    ...(metadata.metadata ? { metadata: metadata.metadata } : {}),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

function sendError(res: ServerResponse, code: number, message: string) {
  sendJson(res, code, {
    error: { code, message, errors: [{ message, reason: code === 404 ? 'notFound' : 'invalid' }] },
  });
}

const md5Base64 = (data: Buffer) => createHash('md5').update(data).digest('base64');

/** CRC32C (Castagnoli), big-endian and base64 as GCS reports it; written out so the check is independent. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32cBase64(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}
