import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';

test('the home page opens, is accessible and is served by the API server', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Kinderly');
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

test('the landing page leads into the app: its search goes through sign-in, its links load the pages', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'City or postal code' }).fill('Ottawa');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  const login = new URL(page.url());
  expect(login.pathname).toBe('/entry/login');
  expect(login.searchParams.get('returnUrl')).toBe('/app/home?location=Ottawa');

  // From the app, the brand link goes home inside the app, and the landing's links load the app again.
  await page.getByRole('banner').getByRole('link', { name: 'Kinderly, home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find trusted childcare near you' })).toBeVisible();
  await page.reload();
  await page.getByRole('main').getByRole('link', { name: 'Sign up as a parent' }).click();
  await expect(page).toHaveURL(/\/entry\/register\?role=parent$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
