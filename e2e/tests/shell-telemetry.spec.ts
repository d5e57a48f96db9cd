import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectOnlyProvokedErrors } from './shell-helpers.ts';

const LOG_PATH = '/api/log/sendLogToBackend';
const COLLECT_PATH = '/api/users/event-statistics/actions/collect';

/** Every POST to `path` the page sends from now on, as parsed bodies. */
function recordPosts(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

const isLogOf = (message: string) => (request: Request) =>
  request.method() === 'POST' &&
  request.url().endsWith(LOG_PATH) &&
  (request.postDataJSON() as { message?: string }).message === message;

/** Throws from a timer, outside any handler of the app, as a bug in an event callback would. */
const throwLater = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

test('an uncaught error is logged to the server once, and a dismissed dialog is not an error', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await page.goto('/?token=secret');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const logs = recordPosts(page, LOG_PATH);

  const first = page.waitForRequest(isLogOf('e2e boom'));
  await throwLater(page, 'e2e boom');
  const request = await first;

  expect(request.postDataJSON()).toEqual({
    message: 'e2e boom',
    stack: expect.stringContaining('e2e boom'),
    // Without the query: it can carry tokens.
    url: `${baseURL}/`,
  });
  expect((await request.response())?.status()).toBe(201);

  // The same error again within seconds is not sent again; a rejection with false (a dialog closed without
  // confirming, SPEC section 4) is not sent at all. A last, different error marks the end.
  await throwLater(page, 'e2e boom');
  await page.evaluate(() => void Promise.reject(false));
  const marker = page.waitForRequest(isLogOf('TypeError: e2e marker'));
  await page.evaluate(() => void Promise.reject(new TypeError('e2e marker')));
  await marker;
  expect(logs.map((log) => log.message)).toEqual(['e2e boom', 'TypeError: e2e marker']);

  await expectAccessible(page, 'home after the errors');
  expectOnlyProvokedErrors(pageErrors, /e2e boom/, /e2e marker/);
});

/** The URLs of the Sentry chunk the page fetches from now on. */
function recordSentryChunks(page: Page) {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sentry-reporter-/.test(request.url())) chunks.push(request.url());
  });
  return chunks;
}

test('without a Sentry DSN in /api/config, @sentry/browser is never downloaded', async ({ page, pageErrors }) => {
  const sentryChunks = recordSentryChunks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The e2e server has no SENTRY_DSN; the config is asked for at the first error only.
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  const logged = page.waitForRequest(isLogOf('e2e without sentry'));
  await throwLater(page, 'e2e without sentry');
  expect(await (await config).json()).toMatchObject({ sentryDsn: null });
  await logged;
  // A second error is delivered after the page has decided about Sentry for the first: once its log is sent,
  // the chunk would have been asked for.
  const marker = page.waitForRequest(isLogOf('e2e marker without sentry'));
  await throwLater(page, 'e2e marker without sentry');
  await marker;
  expect(sentryChunks).toEqual([]);
  expectOnlyProvokedErrors(pageErrors, /e2e without sentry/, /e2e marker without sentry/);
});

test.describe('with a Sentry DSN', () => {
  // The DSN is faked in the browser only, so the server's Content-Security-Policy (which adds the configured DSN's
  // host to connect-src, see apps/server/test/health.test.ts) does not know this host; this journey checks the app.
  test.use({ bypassCSP: true });

  test('the Sentry chunk loads at the first error and sends it to the DSN host', async ({ page, pageErrors }) => {
    const sentryChunks = recordSentryChunks(page);
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, sentryDsn: 'https://e2ekey@sentry.example/42' } });
    });
    const envelopes: string[] = [];
    await page.route('https://sentry.example/**', (route) => {
      envelopes.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, json: {} });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(sentryChunks, 'not on the first load').toEqual([]);

    await throwLater(page, 'e2e with sentry');
    // Events by their exception: a later event names an earlier error in its breadcrumbs.
    const eventsOf = (message: string) =>
      envelopes.filter((body) => body.includes('"type":"event"') && body.includes(`"value":"${message}"`));
    const sent = () => eventsOf('e2e with sentry');
    await expect.poll(() => sent().length).toBe(1);
    // Sentry's own window handlers are off: the app's handler reports each error once. A later error's event
    // arriving marks the point by which a second report of the first would have been sent too.
    await throwLater(page, 'e2e marker with sentry');
    await expect.poll(() => eventsOf('e2e marker with sentry')).toHaveLength(1);
    expect(sent()).toHaveLength(1);
    expect(sentryChunks).toHaveLength(1);
    expectOnlyProvokedErrors(pageErrors, /e2e with sentry/, /e2e marker with sentry/);
  });
});

test('every page the user lands on is counted, with the fixed title and the path only', async ({ page, baseURL }) => {
  const views = recordPosts(page, COLLECT_PATH);

  await page.goto('/?referralToken=abc', { referer: 'https://search.example/results?q=daycare' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe, transparent childcare for every family');
  // /about arrives rendered (ADR 019); its view is counted once the browser has taken the page over.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expectAccessible(page, 'about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open-source licences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open-source licences' })).toBeVisible();

  await expect.poll(() => views.length).toBe(3);
  expect(views).toEqual([
    { title: 'Kinderly', path: '/', referrer: 'https://search.example/results', language: 'en' },
    { title: 'Kinderly', path: '/about', referrer: `${baseURL}/`, language: 'en' },
    { title: 'Kinderly', path: '/licenses', referrer: `${baseURL}/about`, language: 'en' },
  ]);
});
