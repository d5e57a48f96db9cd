import { Role } from '@kinderly/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';

// Issue 14: a parent finds providers around a place typed on the landing page, narrows them, keeps a favourite;
// another sets the saved location with the browser's geolocation and searches around it.

const COUNT = /^(\d+) providers? within (\d+) km$/;

/** The number the result count says. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: COUNT });
  await expect(status).toBeVisible();
  return Number(COUNT.exec((await status.textContent()) ?? '')![1]);
}

/** The distances the cards of a list show, in order. */
async function distancesOf(list: Locator): Promise<number[]> {
  const texts = await list.getByRole('article').allTextContents();
  return texts.map((text) => Number(/([\d.]+) km away/.exec(text)?.[1] ?? Number.NaN));
}

/** The providers the map shows: its pins plus the number each cluster stands for. */
async function providersOnMap(map: Locator): Promise<number> {
  let shown = await map.locator('.kinderly-map-pin').count();
  for (const cluster of await map.locator('.kinderly-map-cluster').all()) {
    shown += Number(await cluster.locator('[aria-hidden="true"]').textContent());
  }
  return shown;
}

test('a parent types Toronto on the landing page, signs in, narrows the providers around it and keeps a favourite', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search for childcare' });
  await search.getByRole('searchbox', { name: 'Where do you need childcare?' }).fill('Toronto');
  await search.getByRole('button', { name: 'Search' }).click();

  // Signed out: the sign-in page, which brings the parent back to the same search.
  await expect(page).toHaveURL(/\/entry\/login\?returnUrl=%2Fapp%2Fbooking%3Fplace%3DToronto$/);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/booking\?lat=[\d.]+&lng=-[\d.]+&place=Toronto/);
  await expect(page.getByRole('combobox', { name: 'Where are you looking?' })).toHaveValue(/^Toronto/);

  // Demo providers, nearest first, in the list and on the map.
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(3);
  const list = page.getByRole('list', { name: 'Results' });
  const distances = await distancesOf(list);
  expect(distances.length).toBeGreaterThan(3);
  expect(distances.every((distance) => distance <= 10)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.kinderly-map-pin, .kinderly-map-cluster').first()).toBeVisible();
  // Pins, and numbered clusters where they crowd: together every provider of the page.
  await expect.poll(() => providersOnMap(map)).toBe(Math.min(all, 20));
  // A pin names its provider in a popup, with the way to the profile.
  const pin = map.locator('.kinderly-map-pin').first();
  const pinName = (await pin.getAttribute('title'))!;
  await pin.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(pinName);
  await expect(popup.getByRole('link', { name: 'View the profile' })).toHaveAttribute(
    'href',
    /^\/app\/providers\/[\w-]+$/,
  );
  // The popup pans the map into view as it opens; a click on Close during that pan was lost once in CI, so the
  // person clicks again until it closes.
  await expect(async () => {
    if (await popup.isVisible()) await popup.getByRole('button', { name: 'Close' }).click({ timeout: 2000 });
    await expect(popup).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page, 'search (1280 px)');

  // Narrowing with a filter (infants only) changes the count; the address keeps it.
  // Each filter is a navigation (the address holds the search): the box is ticked once the address has it.
  await page.getByRole('checkbox', { name: 'Infant (0 to 18 months)' }).click();
  await expect(page).toHaveURL(/ageGroups=14/);
  await expect(page.getByRole('checkbox', { name: 'Infant (0 to 18 months)' })).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const infants = await resultCount(page);
  expect(infants).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Infant (0 to 18 months)' })).toBeChecked();
  expect(await resultCount(page)).toBe(infants);
  await screenshots(page, 'provider-search');

  // The filter drawer at phone width.
  await setViewport(page, 'mobile');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('checkbox', { name: 'Infant (0 to 18 months)' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: /Drop-in care/ })).toBeDisabled();
  await expectAccessible(page, 'search filters (360 px)');
  await screenshots(page, 'provider-search-filters', ['mobile']);
  await drawer.getByRole('button', { name: 'Show the results' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
  await screenshots(page, 'provider-search-map', ['mobile']);
  await page.getByRole('button', { name: 'List' }).click();
  await setViewport(page, 'desktop');

  // A favourite, kept: the first result's profile, its heart, then the favourites page.
  const first = page.getByRole('list', { name: 'Results' }).getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/app\/providers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();
  // The search's list knows it too.
  await expect(
    page
      .getByRole('list', { name: 'Results' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/app\/favourites$/);
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(favourites.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await expectAccessible(page, 'favourites (1280 px)');
});

test.describe('with the browser location allowed', () => {
  test.use({ geolocation: { latitude: 43.6532, longitude: -79.3832 }, permissions: ['geolocation'] });

  test('a parent saves the device location and searches around it', async ({ page }) => {
    await page.goto('/entry/login');
    await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/home$/);

    await page.goto('/app/parent-location-automation');
    // The page's lazy module can arrive after goto on a busy machine: axe once it is there (CI of session 16).
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expectAccessible(page, 'parent-location-automation (1280 px)');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/app\/get-parent-location-automation\?lat=43\.653200&lng=-79\.383200$/);
    // The e2e reverse geocoder answers one fixed address, whatever the point.
    await expect(page.getByText(/^We found: .+/)).toBeVisible();
    const address = (await page.getByText(/^We found: /).textContent())!.replace('We found: ', '');
    await expectAccessible(page, 'get-parent-location-automation (1280 px)');
    await page.getByRole('button', { name: 'Save this location' }).click();
    await expect(page.getByText('Your location is saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Search near this place' }).click();
    await expect(page).toHaveURL(/\/app\/booking$/);
    await expect(page.getByText(`Around your saved location: ${address}`)).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    const distances = await distancesOf(page.getByRole('list', { name: 'Results' }));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
