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
