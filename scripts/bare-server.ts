/**
 * The bench's yardstick: a bare node:http server answering recorded responses (path → status, type, bytes)
 * read as JSON from stdin. It prints its port once it listens.
 */
import http from 'node:http';

interface Recorded {
  status: number;
  contentType: string;
  contentEncoding?: string;
  /** The bytes as the app sent them, base64. */
  body: string;
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
});
process.stdin.on('end', () => {
  const responses = new Map(Object.entries(JSON.parse(input) as Record<string, Recorded>));
  const server = http.createServer((req, res) => {
    const recorded = responses.get(`${req.method} ${req.url}`);
    req.resume();
    if (!recorded) {
      res.writeHead(404).end();
      return;
    }
    const body = Buffer.from(recorded.body, 'base64');
    res.writeHead(recorded.status, {
      'content-type': recorded.contentType,
      'content-length': body.length,
      ...(recorded.contentEncoding ? { 'content-encoding': recorded.contentEncoding } : {}),
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
