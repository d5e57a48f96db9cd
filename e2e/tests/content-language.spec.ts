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

  // The choice is remembered, and the server is asked for the French policy.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/confidentialité/i);
  await expect(page.getByText(/Loi 25/).first()).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour le \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
});
