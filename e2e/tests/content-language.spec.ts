import type { Page } from '@playwright/test';
import { expect, screenshots, test } from '../support/fixtures.ts';

async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
}

test('switching to French translates the about page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe, transparent childcare for every family');
  await expect(page.getByText(/^Kinderly's code is open source under the MIT licence/)).toBeVisible();

  await switchToFrench(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Une garde d'enfants sûre et transparente pour chaque famille",
  );
  await expect(page.getByText(/^Le code de Kinderly est libre, sous licence MIT/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notre mission' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('À propos de Kinderly');
  // French runs longer than English: the narrow screen is the one to look at.
  await screenshots(page, 'about-fr', ['mobile']);
});

test('switching to French translates the safety page and fetches French policy text', async ({ page }) => {
  await page.goto('/safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we help keep children safe');
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Comment nous contribuons à la sécurité des enfants',
  );
  await expect(page.getByText('Si un enfant est en danger immédiat, composez le 911.').first()).toBeVisible();
  await screenshots(page, 'safety-fr', ['mobile']);

  // The choice is remembered (the server reads its cookie: French HTML from the first byte), and the server is
  // asked for the French policy.
  const html = await (await page.request.get('/privacy-policy')).text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain('<title>Politique de confidentialité | Kinderly</title>');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/confidentialité/i);
  await expect(page.getByText(/Loi 25/).first()).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour le \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
});

test('a French browser gets the French page from the server, and ?lang= names one language version', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA', baseURL });
  const page = await context.newPage();
  const response = await page.goto('/help');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain('<title>Centre d’aide | Kinderly</title>');
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/help\?lang=en" \/>/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions et réponses');
  await expect(page).toHaveTitle('Centre d’aide | Kinderly');

  await page.goto('/help?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions and answers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Help centre | Kinderly');
  await context.close();
});
