import { existsSync } from 'node:fs';
import { Launcher } from 'chrome-launcher';

/** The system Chromium Playwright drives (it cannot download its own browser here). */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Browser work no visitor's phone does while a page loads. Headless Chromium 156 (Debian's 156.0.8078.79 here)
 * loads its omnibox popup and that popup's AI Mode page (WebUI pages, `chrome://omnibox-popup.top-chrome/`) in
 * renderers of their own as the browser starts and as pages open: single tasks of 200 ms and more of CPU, on the
 * same two cores as the page measured. Without them the blocking time of the home page measured here went from a
 * median of 1,456 ms to 178 ms (scripts/dev/blocking-time.mts, 6 loads each, 2026-11-24).
 */
const UNRELATED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The flags of the measurements (`npm run lighthouse` and the tools in scripts/dev/): CHROMIUM_ARGS, and
 * Lighthouse's launcher's `--disable-features` list with UNRELATED_BROWSER_FEATURES added. Chromium honours only
 * the last `--disable-features` it is given, so this one list replaces the launcher's (and Playwright's, for the
 * dev tools: they measure as Lighthouse does). The e2e tests keep Playwright's own.
 */
export const MEASUREMENT_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[
    ...Launcher.defaultFlags()
      .filter((flag) => flag.startsWith('--disable-features='))
      .flatMap((flag) => flag.slice('--disable-features='.length).split(',')),
    ...UNRELATED_BROWSER_FEATURES,
  ].join(',')}`,
];

/**
 * What Lighthouse clears of the site's storage before each run, so that every run is a first visit as with
 * the Lighthouse CLI's fresh browser profile: its defaults leave local storage, which keeps the site's theme
 * and "fonts are cached" marks.
 */
export const FIRST_VISIT_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
] as const;
