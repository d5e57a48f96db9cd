import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAsParent } from './shell-helpers.ts';

// Layout rules of the signed-in frame that only a real browser can measure (issue 12, bugs 3 and 8).

async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y + box.height;
}

async function topOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y;
}

// By element, not role: while the phone menu is open the page behind it is hidden from assistive technology.
const topBar = (page: Page) => page.locator('header.MuiAppBar-root');

test('at 360 px the menu opens with its first item below the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsParent(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const home = page.getByRole('dialog', { name: 'Your account' }).getByRole('link', { name: 'Home' });
  await expect(home).toBeVisible();
  expect(await topOf(home)).toBeGreaterThanOrEqual(await bottomOf(topBar(page)));
  // The item is whole and can be clicked, not hidden under the bar.
  await home.click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

for (const width of [360, 1280]) {
  test(`at ${width} px a toast leaves the top bar's buttons free`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsParent(page);
    await page.goto('/app/settings');
    const english = page.getByRole('radio', { name: 'English' });
    await expect(english).toBeChecked();
    // The choice is saved first and then shown, so the radio changes only after the answer: click, then wait.
    await page.getByRole('radio', { name: 'Français' }).click();
    const toast = page.locator('.notistack-SnackbarContainer [role="alert"]').first();
    await expect(toast).toBeVisible();
    expect(await topOf(toast)).toBeGreaterThanOrEqual(await bottomOf(topBar(page)));
    // While the toast is up (and hovered, which keeps it), the account button still takes a click.
    await toast.hover();
    const account = topBar(page).getByRole('button').last();
    await account.click({ timeout: 2000 });
    await page.keyboard.press('Escape');
    // Put the demo parent's language back for the journeys that follow.
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  });
}
