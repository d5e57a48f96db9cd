import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_BASE_PORT, GEO_PORT, GEO_URL } from './support/servers.ts';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Files are shared out between the workers; each worker starts its own built app on a fresh embedded database
  // (the `appServer` fixture in support/fixtures.ts), so they never share accounts or data. Two workers by default:
  // on a 2-core machine much of a journey is waiting (animations, debounces, the server), and two took the suite
  // from 38 to 21 minutes, even with other work on the machine. E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys run axe (at 1280 px) and take screenshots on the pages they visit; the wizards visit fifteen or more and
  // took 34 s and 40 s with one worker on a shared, busy 2-core machine: the limit leaves room for two workers.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    // Replaced per worker by the fixture; this is worker 0's address.
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  // The map services (reverse geocoder, map tiles) are faked on their own port, shared by every worker, so no
  // journey needs the network.
  webServer: [
    {
      command: `node ${join(root, 'e2e/support/fake-geo-server.mjs')} ${GEO_PORT}`,
      url: `${GEO_URL}/tiles/0/0/0.png`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
