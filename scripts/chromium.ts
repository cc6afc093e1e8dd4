import { existsSync } from 'node:fs';
import { Launcher } from 'chrome-launcher';

const firstPresent = (candidates: Array<string | undefined>) =>
  candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

/** The system Chromium (Playwright cannot download its own browser here): what Lighthouse measures in. */
export function findChromium(): string | undefined {
  return firstPresent([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]);
}

/**
 * The browser of the e2e tests: Chromium's headless shell (Debian's `chromium-headless-shell`, the same engine
 * without the desktop browser around it; Playwright's own default for headless runs), else the full Chromium.
 * It needs less CPU for the same tests (docs/testing.md), and the tests share two cores with Vitest.
 */
export function findE2eChromium(): string | undefined {
  return firstPresent([process.env.CHROMIUM_PATH, HEADLESS_SHELL]) ?? findChromium();
}

/** Where Debian's `chromium-headless-shell` puts the browser itself (/usr/bin has a shell script calling it). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** What every launch here needs: no sandbox (as root), no GPU, nothing fetched from the closed network. */
const CHROMIUM_ARGS = [
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
 * same two cores as the page measured or tested. Without them the blocking time of the home page measured here
 * went from a median of 1,456 ms to 178 ms (scripts/dev/blocking-time.mts, 6 loads each, 2026-11-24), and two
 * e2e spec files ran in 1.8 instead of 2.4 minutes.
 */
const UNRELATED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts, 1.65): features that make
 * tests flaky or reach the network. tests/checks/chromium-args.test.ts checks it against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The `--disable-features` list of Lighthouse's launcher (chrome-launcher's default flags). */
const LIGHTHOUSE_DISABLED_FEATURES = Launcher.defaultFlags()
  .filter((flag) => flag.startsWith(DISABLE_FEATURES))
  .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));

/**
 * Chromium honours only the last `--disable-features` it is given, so a launcher's own list (which comes first)
 * and ours must be one flag.
 */
const disableFeatures = (launcherFeatures: string[]) =>
  `${DISABLE_FEATURES}${[...launcherFeatures, ...UNRELATED_BROWSER_FEATURES].join(',')}`;

/**
 * The flags of the measurements (`npm run lighthouse` and the tools in scripts/dev/, which measure as Lighthouse
 * does, though most of them launch Chromium through Playwright).
 */
export const MEASUREMENT_ARGS = [...CHROMIUM_ARGS, disableFeatures(LIGHTHOUSE_DISABLED_FEATURES)];

/** The flags of the e2e tests (Playwright). */
export const E2E_ARGS = [...CHROMIUM_ARGS, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];

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
