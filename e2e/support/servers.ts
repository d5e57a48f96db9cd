// Ports and settings of the servers the journeys run against; read by the Playwright config and the fixtures.

/** Worker N's app server listens on E2E_BASE_PORT + N; the fake map services on E2E_BASE_PORT + 1000. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const GEO_PORT = E2E_BASE_PORT + 1000;
export const GEO_URL = `http://127.0.0.1:${GEO_PORT}`;

/** The environment of a built app server for the journeys: development mode, demo data, no outside services. */
export function appServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
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
    // The role matrix opens some forty pages a minute per role from this one address.
    PAGE_VIEW_RATE_LIMIT_MAX: '5000',
    RENDER_RATE_LIMIT_MAX: '5000',
    // The booking journey sets the server's "now" to a care day (PUT /api/dev/clock from this machine).
    DEV_CLOCK: 'true',
    GEOCODER_URL: GEO_URL,
    MAP_TILES_URL: `${GEO_URL}/tiles/{z}/{x}/{y}.png`,
  };
}

/**
 * Debian's Chromium as every browser check here starts it (journeys, the first-load bench, Lighthouse): headless,
 * as root, and without the background connections this closed network refuses.
 */
export const CHROMIUM = {
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
};
