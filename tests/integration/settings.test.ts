import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

describe('settings', () => {
  it('starts empty, creates a row on first save with its registry section, then updates it', async () => {
    expect((await app.http.get('/api/settings')).body).toEqual([]);
    const first = await app.http.put('/api/settings/hero_title', { value: 'Built to Last' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ key: 'hero_title', value: 'Built to Last', section: 'hero' });
    const second = await app.http.put('/api/settings/hero_title', { value: 'Built Better' });
    expect(second.body.value).toBe('Built Better');
    expect(new Date(second.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.updatedAt).getTime(),
    );
    const list = (await app.http.get('/api/settings')).body;
    expect(list).toEqual([
      { key: 'hero_title', value: 'Built Better', section: 'hero', updatedAt: second.body.updatedAt },
    ]);
  });

  it('accepts keys with the community prefix', async () => {
    const result = await app.http.put('/api/settings/pacific-palisades_step1_title', {
      value: 'Rapid Response',
    });
    expect(result.status).toBe(200);
  });

  it('stores an empty value, which means "use the default"', async () => {
    const result = await app.http.put('/api/settings/hero_subtitle', { value: '   ' });
    expect(result.body.value).toBe('');
  });

  it('refuses unknown keys with 404 and misfit values with 400, keeping the stored value', async () => {
    expect((await app.http.put('/api/settings/not_a_key', { value: 'x' })).status).toBe(404);
    expect((await app.http.put('/api/settings/..%2F..%2Fetc', { value: 'x' })).status).toBe(400);
    await app.http.put('/api/settings/site_primary_color', { value: '#112233' });
    const cases: Array<[string, string, string]> = [
      ['site_primary_color', 'red', 'hex color'],
      ['site_primary_color', '#12345g', 'hex color'],
      ['homepage_about_image', 'javascript:alert(1)', 'uploaded image'],
      ['social_instagram_url', 'ftp://x', 'http(s) URL'],
      ['contact_email', 'nobody', 'email address'],
      ['hero_title', 'x'.repeat(201), 'at most 200 characters'],
    ];
    for (const [key, value, reason] of cases) {
      const result = await app.http.put(`/api/settings/${key}`, { value });
      expect(result.status, key).toBe(400);
      expect(result.body.message).toContain(reason);
    }
    const list = (await app.http.get('/api/settings')).body as Array<{ key: string; value: string }>;
    expect(list.find((row) => row.key === 'site_primary_color')?.value).toBe('#112233');
  });

  it('requires a value', async () => {
    const result = await app.http.put('/api/settings/hero_title', {});
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('value must be text');
  });
});
