import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { configurationWarnings, loadEnv } from '../../src/server/env';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PORT: '8080' };

describe('configuration warnings at start-up', () => {
  it('warns when production runs without PUBLIC_URL, naming the address it falls back to', () => {
    const [warning, ...others] = configurationWarnings(loadEnv(production));
    expect(warning).toMatch(/^PUBLIC_URL is not set: .* point at http:\/\/localhost:8080/);
    expect(others).toEqual([]);
  });

  it('says nothing when PUBLIC_URL is set, or in development', () => {
    expect(
      configurationWarnings(loadEnv({ ...production, PUBLIC_URL: 'https://summitcoast.example' })),
    ).toEqual([]);
    expect(configurationWarnings(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('EMBEDDED_POSTGRES_FSYNC', () => {
  it('is refused in production with the embedded database, which must reach the disk', () => {
    expect(() => loadEnv({ ...production, EMBEDDED_POSTGRES_FSYNC: 'off' })).toThrow(
      /EMBEDDED_POSTGRES_FSYNC=off is for test sites/,
    );
  });

  it('is taken for a test site, and means nothing beside an external DATABASE_URL', () => {
    expect(loadEnv({ NODE_ENV: 'test', EMBEDDED_POSTGRES_FSYNC: 'off' }).EMBEDDED_POSTGRES_FSYNC).toBe('off');
    const external = { ...production, DATABASE_URL: 'postgres://u:p@db.example:5432/site' };
    expect(() => loadEnv({ ...external, EMBEDDED_POSTGRES_FSYNC: 'off' })).not.toThrow();
    expect(loadEnv(production).EMBEDDED_POSTGRES_FSYNC).toBe('on');
  });
});

describe('TRUST_PROXY', () => {
  it('warns that `true` lets a client choose its own address, and names the hop count to use instead', () => {
    const warnings = configurationWarnings(loadEnv({ NODE_ENV: 'development', TRUST_PROXY: 'true' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/any client can write itself.*TRUST_PROXY=1/);
  });

  it('says nothing for a hop count or a list of proxy addresses', () => {
    for (const TRUST_PROXY of ['1', '2', 'loopback', '10.0.0.0/8'])
      expect(configurationWarnings(loadEnv({ NODE_ENV: 'development', TRUST_PROXY }))).toEqual([]);
  });
});

describe('the client address behind TRUST_PROXY', () => {
  /** The address Express takes for a request from the proxy at 127.0.0.1 carrying this X-Forwarded-For. */
  async function clientAddress(TRUST_PROXY: string | undefined, forwardedFor: string) {
    const app = express();
    const { trustProxy } = loadEnv({ NODE_ENV: 'development', ...(TRUST_PROXY ? { TRUST_PROXY } : {}) });
    if (trustProxy !== undefined) app.set('trust proxy', trustProxy);
    app.get('/', (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return await response.text();
    } finally {
      server.close();
    }
  }

  it('a hop count takes the address the last proxy saw, not one the client wrote before it', async () => {
    // The client forged 6.6.6.6; the one proxy (Cloud Run's front end) appended the real 203.0.113.7.
    expect(await clientAddress('1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('2', '6.6.6.6, 203.0.113.7')).toBe('6.6.6.6');
  });

  it('without TRUST_PROXY no header is believed', async () => {
    expect(await clientAddress(undefined, '6.6.6.6')).toBe('127.0.0.1');
  });
});
