/**
 * How the project's tools start Chromium (Debian's: the machine has no other): the browser tests, the bench's page
 * loads, Lighthouse.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The pages of Chromium's own window (the address bar's popup) that headless Chromium draws, for every new window, in
 * a renderer of its own: a second or more of CPU each time, spent while the page under test loads. Every test opens a
 * window of its own, so on two cores they made the browser suite a quarter slower and the pages' timings longer.
 */
export const WINDOW_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * What Playwright disables itself (its chromiumSwitches): Chromium takes only the last --disable-features it is
 * given, so a list of our own must hold Playwright's too (tests/unit/chromium-flags.test.ts compares them).
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

/** Chromium on this machine: no sandbox (the tools run as root), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The arguments Playwright starts Chromium with (the browser tests, the bench's page loads). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  '--headless',
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES].join(',')}`,
];
