import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '@kinderly/shared';
import { appServerEnv, E2E_BASE_PORT } from './servers.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');
export const VIEWPORTS = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations; with
 * `soft`, the test goes on and fails at its end (a sweep reports every page, not just the first).
 */
export async function expectAccessible(page: Page, label = page.url(), { soft = false } = {}) {
  // Check what a person sees once the page has settled: a colour caught halfway through a transition
  // (a button turning enabled) is not the page's contrast. Endless animations (spinners) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(report, `accessibility violations on ${label}`).toEqual([]);
}

/** How long setViewport waits for the fonts and a painted frame. */
const PAINT_WAIT_MS = 5_000;

/**
 * Resizes the page and waits for the layout a person sees at that width, not for a fixed time: the window has the
 * new width, the signed-in frame has docked its sidebar (from MOBILE_BREAKPOINT_PX up) or put it behind the menu
 * button (below), the web fonts are in and a frame has been painted. Nothing in the app waits for the resize
 * debounce (SPEC section 9): the layout follows CSS media queries and MUI's useMediaQuery, which render at once.
 */
export async function setViewport(page: Page, viewport: keyof typeof VIEWPORTS) {
  const size = VIEWPORTS[viewport];
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  if ((await page.locator('header.MuiAppBar-positionFixed').count()) > 0) {
    await expect(page.locator('.MuiDrawer-docked'), `the sidebar at ${size.width} px`).toHaveCount(
      size.width >= MOBILE_BREAKPOINT_PX ? 1 : 0,
    );
  }
  // Bounded: once in CI a page's animation frames (or its fonts) never came and the test hung for its whole five
  // minutes here. A layout that is not painted after a few seconds is screenshotted as it is.
  await page.evaluate(async (waitMs) => {
    const painted = (async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    })();
    await Promise.race([painted, new Promise((done) => setTimeout(done, waitMs))]);
  }, PAINT_WAIT_MS);
}

/** Saves a full-page screenshot as e2e/screenshots/<name>-<viewport>.png at each given width. */
export async function screenshots(
  page: Page,
  name: string,
  viewports: (keyof typeof VIEWPORTS)[] = ['mobile', 'desktop'],
) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await setViewport(page, viewport);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`),
      fullPage: true,
      // A page that cannot paint fails here within a minute (and is retried) rather than at the test's timeout.
      timeout: 60_000,
    });
  }
  const back = (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).find(
    (viewport) => VIEWPORTS[viewport].width === original?.width && VIEWPORTS[viewport].height === original.height,
  );
  if (back) await setViewport(page, back);
  else if (original) await page.setViewportSize(original);
}

/**
 * Waits until the element has slid into place: nothing around it is animating, and the transition that moved it in
 * (notistack's and MUI's set an inline transform, `none` once there) has reached `none`. axe then measures its
 * colours where they end up rather than half-way.
 */
export async function expectInPlace(locator: Locator) {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          let moved: HTMLElement | null = null;
          for (let node: HTMLElement | null = element as HTMLElement; node; node = node.parentElement) {
            if (node.getAnimations().some((animation) => animation.playState === 'running')) return false;
            if (!moved && node.style.transform) moved = node;
          }
          return moved !== null && moved.style.transform === 'none' && getComputedStyle(moved).transform === 'none';
        }),
      { message: 'the element has slid into place' },
    )
    .toBe(true);
}

const ROOT = resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, exited: () => string | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(exit);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((settle) => setTimeout(settle, 200));
  }
  throw new Error(`The app server at ${url} did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Each Playwright worker drives its own built server on its own port and fresh data directory (demo data seeded),
 * so journeys in different workers never see each other's accounts, mails or bookings.
 */
const appServer = async (
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter
  {},
  use: (server: { url: string }) => Promise<void>,
  workerInfo: { parallelIndex: number },
) => {
  const port = E2E_BASE_PORT + workerInfo.parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `kinderly-e2e-${workerInfo.parallelIndex}-`));
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, ...appServerEnv(port, dataDir) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  });
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = `The app server on port ${port} exited (${code ?? signal}):\n${stderr}`;
  });
  try {
    await waitForHealth(url, () => exit, 180_000);
    await use({ url });
  } finally {
    if (!exit) {
      const gone = new Promise((settle) => child.once('exit', settle));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((settle) => setTimeout(settle, 10_000))]);
      if (!exit) child.kill('SIGKILL');
    }
    if (stderr.trim()) process.stderr.write(`[app server ${port}] ${stderr}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * A visitor's server-rendered page starts its scripts at their first interaction (ADR 026). A journey stands for a
 * person looking at the page, so on every load of such a page it says someone is there, with a pointer event
 * dispatched in the page (not the mouse: that would race the journey's own clicks). Used for the fixture's page;
 * a journey's other browsers call it themselves.
 */
export function startVisitorPages(page: Page): void {
  page.on('load', () => {
    page
      .evaluate(() => {
        if (document.documentElement.hasAttribute('data-hydration')) {
          document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
        }
      })
      .catch(() => undefined);
  });
}

/** Fails the test on any uncaught page error or console error, so broken pages cannot pass quietly. */
export const test = base.extend<{ pageErrors: string[]; startVisitorPages: boolean }, { appServer: { url: string } }>({
  appServer: [appServer, { scope: 'worker', timeout: 240_000 }],
  baseURL: async ({ appServer: server }, use) => use(server.url),
  // Off for a journey about the page before anyone touches it.
  startVisitorPages: [true, { option: true }],
  // Public pages arrive rendered by the server and handle input once hydrated (ADR 019), as a person finds
  // them: each journey's page.goto() returns when the app has marked the page interactive (pages outside the app,
  // such as /docs, have no #root and are not waited for; a page whose scripts never start is given 30 s, then the
  // journey goes on and meets what it shows).
  page: async ({ page, startVisitorPages: start }, use) => {
    if (start) startVisitorPages(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page
          .waitForFunction(
            () => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true',
            undefined,
            { timeout: 30_000 },
          )
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
