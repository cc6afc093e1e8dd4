import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_ARGS, MEASUREMENT_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/chromium';

/** The features a list of Chromium flags disables: Chromium reads the last `--disable-features` only. */
function disabledFeatures(flags: string[]): string[] {
  const last = flags.filter((flag) => flag.startsWith('--disable-features=')).at(-1) ?? '';
  return last.slice('--disable-features='.length).split(',').filter(Boolean);
}

/** The `--disable-features` list in the installed Playwright's source (its chromiumSwitches.ts, bundled). */
function installedPlaywrightList(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's disabled features list was not found: has its code changed?");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the browser flags of the tests and measurements (scripts/chromium.ts)', () => {
  it("keeps every feature the installed Playwright disables in the e2e tests' one --disable-features", () => {
    const playwrights = installedPlaywrightList();
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    expect(disabledFeatures(E2E_ARGS)).toEqual(expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup']));
  });

  it('gives each launch a single --disable-features with the omnibox popups off', () => {
    for (const flags of [E2E_ARGS, MEASUREMENT_ARGS]) {
      expect(flags.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
      expect(disabledFeatures(flags)).toEqual(
        expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
      );
    }
    // Lighthouse's launcher puts its own list first; the measurements' flag must carry it on.
    expect(disabledFeatures(MEASUREMENT_ARGS)).toEqual(
      expect.arrayContaining(['Translate', 'RenderDocument']),
    );
  });
});
