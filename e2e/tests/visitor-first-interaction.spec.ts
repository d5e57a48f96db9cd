import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD } from './account-helpers.ts';

// ADR 026: a visitor's server-rendered page starts its scripts at their first interaction; what they do while the
// scripts start reaches the app once it has hydrated.

// These journeys are about the page before anyone touches it: the fixture does not say someone is there.
test.use({ startVisitorPages: false });

/** Opens `path` as the browser shows it before anyone touches it: rendered, its scripts waiting. */
async function arrive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-hydration') === 'waiting');
}

const interactive = (page: Page) => page.evaluate(() => document.documentElement.dataset.interactive ?? null);

test('a visitor’s page shows and waits; the first move of the pointer starts it', async ({ page }) => {
  await arrive(page, '/blog');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await interactive(page)).toBeNull();
  // Its scripts were fetched into the cache once it had loaded, for the start to come.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);

  await page.mouse.move(20, 20);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydration', /.*/);
});

test('a visitor who signs in before the page has started is signed in, the password never in an address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await arrive(page, '/entry/login');

  // Typing starts the scripts; the fields, then Enter, come before the app has hydrated.
  await page.getByRole('textbox', { name: /E-mail address or user name/ }).fill('parent@kinderly.example');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');

  await expect(page).toHaveURL(/\/app\/home$/);
  expect(addresses.filter((address) => address.includes('Password=') || address.includes('Kinderly-Demo'))).toEqual([]);
});

test('a visitor’s early click on a button is pressed again for the app', async ({ page }) => {
  await arrive(page, '/entry/login');
  const password = page.getByLabel(/^Password/);
  await password.fill('typed early');
  // The eye button shows the password once the app handles the press it kept.
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('typed early');
});
