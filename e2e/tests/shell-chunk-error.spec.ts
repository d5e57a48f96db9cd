import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectOnlyProvokedErrors } from './shell-helpers.ts';

// A stale deploy: the page's chunk is gone from the server by the time the user follows a link to it.
const ABOUT_CHUNK = '**/assets/about-page-*.js';

test('a page chunk that cannot be loaded is reported as ChunkLoadError and a reload brings the page', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(ABOUT_CHUNK, (route) => route.abort('failed'));
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/log/sendLogToBackend'),
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeVisible();
  await expect(page.getByText(/Part of this page could not be downloaded/)).toBeVisible();
  // The header and footer of the layout are still there, so the user is not stranded.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page, 'chunk load failure');

  // SPEC section 8: reported as ChunkLoadError with type and request.
  const log = (await report).postDataJSON() as { message: string; url: string };
  expect(log.message).toMatch(
    /^ChunkLoadError: Loading chunk failed \(missing: http:\/\/\S+\/assets\/about-page-\S+\.js\)$/,
  );
  expect(log.url).toMatch(/\/about$/);

  await page.unroute(ABOUT_CHUNK);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe, transparent childcare for every family');
  await expectAccessible(page, 'about after the reload');
  expectOnlyProvokedErrors(pageErrors, /ERR_FAILED/, /ChunkLoadError/);
});
