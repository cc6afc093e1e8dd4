/**
 * Every setting is real: walked from the registry, each setting gets a value of its own through the
 * admin API and is found, server-rendered, on every page its `shownOn` names. A new setting without a place, or
 * one the pages stopped reading, fails here. A setting only the owner reads names a place in the panel: it is
 * found in what the panel reads there (the Contact Forms tab: a lead's links and status, the summary, the CSV).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPanelPlace,
  type PanelPlace,
  SETTINGS,
  type SettingDefinition,
  type SettingPlace,
  settingDefault,
} from '../../src/common/settings';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import type { startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';
import { escapeHtml, headOf, rootOf } from '../support/html';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

/** A value no default or demo text holds, that fits the setting's kind; `n` keeps it apart from every other. */
function uniqueValue(setting: SettingDefinition, n: number): string {
  const tag = `Zq${n}x`;
  switch (setting.kind) {
    case 'image':
      return `/objects/portfolio/zq-${n}-image`;
    case 'color':
      return `#${(0xa00000 + n).toString(16)}`;
    case 'url':
      return `https://example.com/zq-${n}`;
    case 'email':
      return `zq${n}@example.com`;
    case 'phone':
      return `(213) 555-${String(1000 + n)}`;
    case 'timezone':
      return 'Pacific/Chatham';
    default:
      return tag;
  }
}

/** The panel's reads at a place: the Contact Forms tab lists leads (with links), its summary and the CSV. */
const PANEL_READS: Record<PanelPlace, readonly string[]> = {
  '/admin/contact-forms': [
    '/api/admin/leads',
    '/api/admin/leads/summary',
    '/api/admin/contact-submissions.csv',
  ],
};

async function panelText(place: PanelPlace): Promise<string> {
  const em = orm.em.fork();
  if ((await em.count(ContactSubmission, {})) === 0) {
    em.create(ContactSubmission, {
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '(310) 555-0100',
      projectType: 'ADU Construction',
      message: 'An ADU in the back yard',
      createdAt: new Date(),
    });
    await em.flush();
  }
  const texts = await Promise.all(PANEL_READS[place].map((read) => app.http.get(read)));
  for (const [index, { status }] of texts.entries()) expect(status, PANEL_READS[place][index]).toBe(200);
  return texts.map(({ text }) => text).join('\n');
}

/** What the page holds that a visitor or a crawler reads: the head and the rendered body. */
async function pageText(place: SettingPlace): Promise<string> {
  if (isPanelPlace(place)) return panelText(place);
  const { status, text } = await app.http.get(place);
  expect(status, place).toBe(200);
  return `${headOf(text)}\n${rootOf(text)}`;
}

describe('every setting of the registry', () => {
  it('declares where it shows', () => {
    for (const setting of SETTINGS) expect(setting.shownOn.length, setting.key).toBeGreaterThan(0);
  });

  it('shows the value saved through the API on every page it names', async () => {
    const values = new Map(SETTINGS.map((setting, index) => [setting.key, uniqueValue(setting, index)]));
    // A few saves at a time: each is a write with its version and cache invalidation.
    const entries = [...values];
    for (let start = 0; start < entries.length; start += 8) {
      await Promise.all(
        entries.slice(start, start + 8).map(async ([key, value]) => {
          const saved = await app.http.put(`/api/settings/${key}`, { value });
          expect(saved.status, key).toBe(200);
        }),
      );
    }
    const places = [...new Set(SETTINGS.flatMap((setting) => setting.shownOn))];
    const missing: string[] = [];
    for (const place of places) {
      const html = await pageText(place);
      for (const setting of SETTINGS.filter((s) => s.shownOn.includes(place))) {
        const value = values.get(setting.key) ?? '';
        if (!html.includes(escapeHtml(value))) missing.push(`${setting.key} on ${place}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a community hotline left empty calls the main phone, and one of its own wins', async () => {
    await app.http.put('/api/settings/contact_phone', { value: '(818) 555-0199' });
    await app.http.put('/api/settings/pp_emergency_phone', { value: '' });
    await app.http.put('/api/settings/altadena_emergency_phone', { value: '' });
    for (const place of ['/wildfire-recovery', '/wildfire-recovery?community=altadena'] as const) {
      const html = await pageText(place);
      expect(html, place).toContain('href="tel:8185550199"');
      expect(html, place).not.toContain(settingDefault('contact_phone'));
    }
    await app.http.put('/api/settings/altadena_emergency_phone', { value: '(626) 555-0111' });
    expect(await pageText('/wildfire-recovery?community=altadena')).toContain('(626) 555-0111');
    expect(await pageText('/wildfire-recovery')).not.toContain('(626) 555-0111');
  });
});
