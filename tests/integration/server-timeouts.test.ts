import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { connectionLimitsFor } from '../../src/server/http/connection-limits';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makePng } from '../support/images';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  // Small limits, so a stalled client is cut within the test's own time limit.
  app = await startTestApp(
    orm,
    {},
    {
      connectionLimits: {
        headersTimeout: 300,
        // Node's one limit, long as for the largest upload; every other body is cut at bodyTimeout.
        requestTimeout: 4_000,
        bodyTimeout: 500,
        keepAliveTimeout: 1_000,
        connectionsCheckingInterval: 50,
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/**
 * Sends `text` on a raw connection, then one more byte every `trickleMs` (never, without it); resolves with what
 * the server wrote once it closed the connection, and after how long.
 */
function sendAndStall(text: string, trickleMs?: number): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(app.baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let trickle: NodeJS.Timeout | undefined;
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(text);
      if (trickleMs) trickle = setInterval(() => socket.write('x'), trickleMs);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Writing the next byte on a connection the server just closed.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ answer, ms: performance.now() - started });
    });
  });
}

const bodyOf = (method: string, path: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`;

describe('slow clients', { timeout: 10_000 }, () => {
  it('are cut off when the headers stop halfway', async () => {
    const { answer } = await sendAndStall('GET /api/settings HTTP/1.1\r\nHost: localhost\r\nAccept: text/');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are cut off when the body stops halfway', async () => {
    const { answer } = await sendAndStall(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('get the short body limit on every path but the upload PUT, even sending a byte at a time', async () => {
    // Before, a body trickling in was cut only at Node's one request limit, the one sized for uploads.
    const reading = [
      ['POST', '/api/contact'],
      ['POST', '/trpc/public.contact.submit'],
    ] as const;
    // These answer before reading the body (a refused form, no session); its rest no longer holds the connection.
    const answeredEarly = [
      ['POST', '/contact'],
      ['PUT', '/api/admin/portfolio/1'],
      ['POST', '/api/uploads/portfolio/x'],
    ] as const;
    const read = await Promise.all(reading.map(([method, path]) => sendAndStall(bodyOf(method, path), 100)));
    for (const { answer, ms } of read) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request body took too long to arrive');
      expect(ms).toBeLessThan(2_000);
    }
    const early = await Promise.all(
      answeredEarly.map(([method, path]) => sendAndStall(bodyOf(method, path), 100)),
    );
    for (const { answer, ms } of early) {
      expect(answer).toMatch(/^HTTP\/1\.1 [34]\d\d /);
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('get no more time on an upload PUT whose signature does not hold: answered, and closed, at once', async () => {
    // Before, any PUT on an upload path was given the long limit, forged or not, and its body read to the end.
    const forged = await Promise.all(
      [
        '/api/uploads/portfolio/x?expires=1&signature=y',
        `/contact/photos/${crypto.randomUUID()}?expires=1&signature=y`,
      ].map((path) => sendAndStall(bodyOf('PUT', path), 100)),
    );
    for (const { answer, ms } of forged) {
      expect(answer).toMatch(/^HTTP\/1\.1 403 /);
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('leave the signed upload PUT the long limit its largest photo needs', async () => {
    const ticketed = await fetch(`${app.baseUrl}/contact/photos/tickets?count=1`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const { tickets } = (await ticketed.json()) as { tickets: Array<{ url: string }> };
    const photo = makePng(4, 3);
    const { hostname, port } = new URL(app.baseUrl);
    // The photo in 8 pieces, 250 ms apart: its body takes four times the short limit to arrive.
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(port), hostname, async () => {
        socket.write(
          `PUT ${tickets[0]?.url} HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Site: same-origin\r\n` +
            `Connection: close\r\nContent-Type: image/png\r\nContent-Length: ${photo.length}\r\n\r\n`,
        );
        const piece = Math.ceil(photo.length / 8);
        for (let at = 0; at < photo.length; at += piece) {
          await new Promise((wait) => setTimeout(wait, 250));
          socket.write(photo.subarray(at, at + piece));
        }
      });
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });
});

describe('the limits for the open internet', () => {
  it('give the largest upload the time a slow phone needs, and everything else far less than minutes', () => {
    const uploadMaxBytes = 20 * 1024 * 1024;
    const limits = connectionLimitsFor(uploadMaxBytes);
    const slowPhoneBytesPerSecond = 1_000_000 / 8;
    expect(limits.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(limits.requestTimeout).toBeGreaterThanOrEqual((uploadMaxBytes / slowPhoneBytesPerSecond) * 1000);
    expect(connectionLimitsFor(1024 * 1024).requestTimeout).toBe(30_000);
    expect(limits.bodyTimeout).toBeLessThanOrEqual(30_000);
    expect(limits.connectionsCheckingInterval).toBeLessThan(limits.headersTimeout);
  });
});
