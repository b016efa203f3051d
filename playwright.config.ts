import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/chromium.ts';
import { TEST_CONTACT_STORE, TEST_PORT as port } from './tests/browser/support/test-server.ts';

/** Browser tests run against the built site served by `npm run serve` (the same server visitors get). */

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/run.mjs scripts/serve.ts',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTACT_STORE_FILE: TEST_CONTACT_STORE,
      ...(process.env.SITE_DIST_DIR ? { SITE_DIST_DIR: process.env.SITE_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
