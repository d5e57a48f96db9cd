import type { Page } from '@playwright/test';
import { API_PATHS } from '@kinderly/shared';
import { expect, expectAccessible, setViewport, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { apiAuth, LISTED_DEMO_PROVIDER } from './provider-helpers.ts';

const PARENT = 'parent@kinderly.example';
// A listed demo provider in Toronto (the seed's provider01, Roncy Little Sprouts).
const PROVIDER = LISTED_DEMO_PROVIDER;
const SHOTS = '/tmp/shots-alerts';

/** The provider's own switch on its bookings page (a real way for a provider to start matching again). */
async function setAccepting(page: Page, on: boolean) {
  await page.goto('/app/history');
  const accepting = page.getByRole('switch', { name: 'Accepting new bookings' });
  await expect(accepting).toBeEnabled();
  if ((await accepting.isChecked()) !== on) {
    await accepting.click();
    await expect(page.getByText(on ? 'You accept bookings again.' : 'New bookings are paused.')).toBeVisible();
  }
  await expect(accepting).toBeChecked({ checked: on });
}

// Whatever happened, the provider takes bookings again for the other journeys.
test.afterEach(async ({ request }) => {
  const headers = await apiAuth(request, PROVIDER);
  const reopened = await request.put(API_PATHS.booking.updateBookingStatus, {
    headers,
    data: { acceptingBookings: true },
  });
  expect(reopened.status(), await reopened.text()).toBe(200);
});

test('a parent sets an alert for Toronto and hears about a provider that starts taking bookings', async ({ page }) => {
  test.setTimeout(180_000);
  // The listed provider in Toronto pauses its bookings, so it does not match when the alert is made.
  await page.goto('/entry/login');
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setAccepting(page, false);
  await logOut(page);

  await logIn(page, PARENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setViewport(page, 'desktop');
  await page.getByRole('link', { name: 'Let me know' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Let me know' })).toBeVisible();
  await page.getByRole('combobox', { name: /Place/ }).fill('Toronto');
  await page
    .getByRole('option', { name: /^Toronto/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save the alert' }).click();
  await expect(page.getByText(/^Alert saved\./)).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: /^Within 10 km of Toronto/ }) });
  await expect(item.first()).toContainText('0 announced');
  await expectAccessible(page, 'let me know, desktop');
  await page.screenshot({ path: `${SHOTS}/let-me-know-1280.png`, fullPage: true });
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'let me know, 360 px');
  await page.screenshot({ path: `${SHOTS}/let-me-know-360.png`, fullPage: true });
  await setViewport(page, 'desktop');
  await logOut(page);

  // It takes bookings again: the daily check (run now) announces it.
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setAccepting(page, true);
  await logOut(page);
  const check = await page.request.post(API_PATHS.dev.alertsCheck);
  expect(check.status(), await check.text()).toBe(200);
  expect(((await check.json()) as { announced: number }).announced).toBeGreaterThanOrEqual(1);

  await logIn(page, PARENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await page.goto('/app/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText('New childcare near Toronto');
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText('Roncy Little Sprouts');
});
