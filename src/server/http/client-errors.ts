import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refuses before any handler runs, and what the client is told about it. */
const ANSWERS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request line or headers are too large; send large input in a JSON body',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADERS_TIMEOUT: [408, 'Request Timeout', 'The request headers took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP'];

/**
 * Node answers a request its parser refuses (a URL past the header limit, malformed HTTP, a slow client) with a bare
 * status line. A client of this API gets a JSON message there too, as for every other 4xx.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = ANSWERS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
