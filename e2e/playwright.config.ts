import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = resolve(import.meta.dirname, '..');
// Each run starts the built app on a fresh, empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kinderly-e2e-'));
// The map services (reverse geocoder, map tiles) are faked on their own port, so no journey needs the network.
const geoPort = port + 1000;
const geoUrl = `http://127.0.0.1:${geoPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys run axe and take two screenshots on every page they visit; the wizards visit fifteen or more.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node ${join(root, 'e2e/support/fake-geo-server.mjs')} ${geoPort}`,
      url: `${geoUrl}/tiles/0/0/0.png`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node --enable-source-maps ${join(root, 'apps/server/dist/server.js')}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_MAX: '5000',
        GEOCODER_URL: geoUrl,
        MAP_TILES_URL: `${geoUrl}/tiles/{z}/{x}/{y}.png`,
      },
    },
  ],
});
