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
  // In CI a journey that fails is run once more (Playwright reports it as flaky, and a second failure fails CI): on a
  // 2-core machine 2.5 times slower than usual (session 15), CI lost ten journeys to pages that appeared after the
  // wait, each of which passed alone. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys run axe (at 1280 px) and take screenshots on the pages they visit; the wizards visit fifteen or more and
  // took 34 s and 40 s with one worker on a shared, busy 2-core machine, and up to 2.3 minutes with two workers on
  // session 15's slower one: the limit leaves room for both.
  timeout: 300_000,
  // A page's scripts, a lazy step or the PDF reader took more than 10 s to appear on a slower, loaded 2-core machine
  // (CI of session 15, with both workers busy); 20 s still fails a page that never shows within a journey's patience.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    // Replaced per worker by the fixture; this is worker 0's address.
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-CA',
    // Recording a trace snapshots the page at every action, which all tests paid for on a busy 2-core machine so that
    // failing ones could keep theirs. CI records the retry of a failed journey only; the first failure still leaves
    // its screenshot and the page's accessibility tree (error-context.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
