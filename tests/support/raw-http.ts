import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  /** The status code, or 0 when the server closed the connection without a status line. */
  status: number;
  head: string;
  body: string;
}

/**
 * Sends one request exactly as written (request line, headers), bypassing every client's URL parsing, and reads
 * the answer. `fetch` would normalize `%ZZ`, `..` and absolute forms before they reach the server.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${target}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? '' : text.slice(split + 4) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** A request through node:http, its answer's bytes as sent (fetch would decompress them). */
export function bytesOf(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}
