import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';

test('the home page opens, is accessible and is served by the API server', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Kinderly: find trusted childcare near you');
  // At 1280 px; a11y-sweep.spec.ts checks every route at 360 px as well.
  await expectAccessible(page, 'home (1280 px)');
  await screenshots(page, 'home');
});

test('a deep link is answered by the app and an unknown page shows not-found', async ({ page }) => {
  await page.goto('/some/page/that/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expectAccessible(page, 'not found');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page leads into the app: the place search and its links load the pages', async ({ page }) => {
  await page.goto('/');
  // Issue 14: the hero's place search is a plain form into the search page (provider-search.spec.ts follows it).
  await expect(page.getByRole('search', { name: 'Search for childcare' })).toHaveAttribute('action', '/app/booking');
  await page.getByRole('main').getByRole('link', { name: 'Find care for my child' }).click();
  await expect(page).toHaveURL(/\/entry\/register\?role=parent$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // From the app, the brand link goes home inside the app, and the landing's links load the app again.
  await page.getByRole('banner').getByRole('link', { name: 'Kinderly, home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find trusted childcare near you' })).toBeVisible();
  await page.reload();
  await page.getByRole('main').getByRole('link', { name: 'Sign up as a parent' }).click();
  await expect(page).toHaveURL(/\/entry\/register\?role=parent$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signed in, the public pages show who is signed in and no sign-in buttons', async ({ page }) => {
  await page.goto('/entry/login');
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  for (const path of ['/', '/not-found', '/confirm-email', '/admin/users', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Parent: change role' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  }
  // The landing page of a signed-in reader leads to their home page, not to registration.
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /Sign up|Create an account/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to my home page' }).first().click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('a language chosen on the landing page stays when its links load the app', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Une garde d'enfants sûre et transparente pour chaque famille",
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
