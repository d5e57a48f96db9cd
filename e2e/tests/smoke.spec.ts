import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';

test('the home page opens, is accessible and is served by the API server', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Kinderly');
  await expectAccessible(page, 'home (desktop)');
  await screenshots(page, 'home');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page, 'home (360 px)');
});

test('a deep link is answered by the app and an unknown page shows not-found', async ({ page }) => {
  await page.goto('/some/page/that/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expectAccessible(page, 'not found');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
