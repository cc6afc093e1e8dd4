import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { connectionLimitsFor } from '../../src/server/server';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

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
        requestTimeout: 1_000,
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

/** Sends `text` on a raw connection, then nothing more; resolves with what the server wrote once it closes. */
function sendAndStall(text: string): Promise<string> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('slow clients', { timeout: 10_000 }, () => {
  it('are cut off when the headers stop halfway', async () => {
    const answer = await sendAndStall('GET /api/settings HTTP/1.1\r\nHost: localhost\r\nAccept: text/');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are cut off when the body stops halfway', async () => {
    const answer = await sendAndStall(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
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
    expect(limits.connectionsCheckingInterval).toBeLessThan(limits.headersTimeout);
  });
});
