import { existsSync } from 'node:fs';

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
