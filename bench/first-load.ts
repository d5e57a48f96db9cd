// `node --import tsx bench/first-load.ts`: the JavaScript a first visit to / downloads in Chromium, gzipped.
// Starts the built server (it does not build: run `node scripts/build-if-stale.mjs` first, as `npm run bench`
// does), opens / in a fresh headless Chromium with no stored session, keeps every script response until the
// network has been quiet for 500 ms, and holds the gzip sum to the budget of issue 4 (ADR 006, 015).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page, type Response } from '@playwright/test';
import { appServerEnv, CHROMIUM } from '../e2e/support/servers.ts';
import { reportRows, reportVerdict, summarizeScripts, type DownloadedScript } from './first-load-report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/server/dist/server.js');
const WEB_APP = join(ROOT, 'apps/web/dist/index.html');
/** No request in flight for this long after 'networkidle': late imports (idle callbacks, timers) are counted. */
const QUIET_MS = 500;
const LOAD_TIMEOUT_MS = 60_000;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** The built server on a fresh data directory with the demo data, as the e2e `appServer` fixture starts it. */
export async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-first-load-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...appServerEnv(port, dataDir) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited: string | null = null;
  const gone = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = `the server exited (${code ?? signal}): ${stderr}`;
      done();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await Promise.race([gone, new Promise((done) => setTimeout(done, 10_000))]);
    if (!exited) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`The built server on port ${port} did not start: ${exited ?? 'no health within 180 s'}`);
}

/** Resolves once no request has been in flight for `quietMs`; rejects after `timeoutMs`. */
function networkQuiet(page: Page, quietMs: number, timeoutMs: number): { settled: Promise<void> } {
  const inFlight = new Set<unknown>();
  let timer: NodeJS.Timeout | undefined;
  let done: () => void = () => undefined;
  const settled = new Promise<void>((resolveQuiet, reject) => {
    done = resolveQuiet;
    setTimeout(
      () => reject(new Error(`requests still in flight after ${timeoutMs / 1000} s: ${inFlight.size}`)),
      timeoutMs,
    ).unref();
  });
  const rearm = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(done, quietMs);
  };
  page.on('request', (request) => {
    inFlight.add(request);
    rearm();
  });
  const finished = (request: unknown) => {
    inFlight.delete(request);
    rearm();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return { settled };
}

/**
 * The bytes the browser received for a script. Chromium keeps no body for a prefetch (a visitor's page prefetches
 * its start once loaded, ADR 026): those are our own built files, read from the build the server sends them from,
 * so what was downloaded is counted whether or not it was evaluated.
 */
async function bodyOf(response: Response): Promise<Buffer> {
  const body = await response.body().catch(() => Buffer.alloc(0));
  const path = new URL(response.url()).pathname;
  if (body.length > 0 || !path.startsWith('/assets/')) return body;
  const built = join(ROOT, 'apps/web/dist', path);
  return existsSync(built) ? readFileSync(built) : body;
}

function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  return type === 'script' || new URL(response.url()).pathname.endsWith('.js');
}

/** Every script a first visit to `url` downloads in Chromium before the network is idle. */
export async function downloadedScripts(url: string): Promise<DownloadedScript[]> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    // A fresh context: no cache, no stored session, so / shows the landing page (ADR 015).
    const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const bodies: Promise<DownloadedScript | null>[] = [];
    page.on('response', (response) => {
      if (!isScript(response) || response.status() >= 300) return;
      bodies.push(bodyOf(response).then((body) => ({ url: response.url(), body })));
    });
    const quiet = networkQuiet(page, QUIET_MS, LOAD_TIMEOUT_MS);
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    await quiet.settled;
    const scripts = (await Promise.all(bodies)).filter((s): s is DownloadedScript => s !== null);
    await context.close();
    return scripts;
  } finally {
    await browser.close();
  }
}

/** Starts the built server on its own port, opens / in Chromium and sums the gzipped scripts. */
export async function measureFirstLoad(port?: number) {
  for (const built of [SERVER, WEB_APP]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run node scripts/build-if-stale.mjs first`);
  }
  const server = await startServer(port ?? Number(process.env.FIRST_LOAD_PORT ?? (await freePort())));
  try {
    return summarizeScripts(await downloadedScripts(`${server.url}/`));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  const report = await measureFirstLoad();
  console.table(reportRows(report));
  console.log(reportVerdict(report));
  process.exitCode = report.withinBudget ? 0 : 1;
}
