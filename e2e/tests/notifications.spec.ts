import { API_PATHS, Role } from '@kinderly/shared';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { addSandboxCard, bookAFreeWeekday, bookingParties, resetAfterEachJourney } from './booking-helpers.ts';

// Issue 19: a provider approves a booking and the parent's bell shows it at once (the hub), without reloading;
// the notification opens the order, and the list speaks French when the page does.

/** Danforth Discovery Daycare (seed): Toronto, takes preschoolers (the demo parent's Léa), asks for approval. */
const PROVIDER = 'provider02@kinderly.example';

resetAfterEachJourney();

test('the parent’s bell shows the provider’s approval live, and the notification opens the order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);
  await page.goto('/app/home');

  // The parent reads everything first, so the bell's count is the approval's alone.
  const parties = await bookingParties(request, PROVIDER);
  await request.put(API_PATHS.notifications.markAllRead, { headers: parties.parent });
  const bell = page.getByRole('link', { name: /^Notifications/ }).first();
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  // The bell holds the hub once the page has painted: from then on it hears every new notification.
  await expect(page.getByTestId('notifications-bell')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });

  const { orderId } = await bookAFreeWeekday(request, parties, 9, { startTime: '09:00', endTime: '16:00' });
  const approved = await request.post(`${API_PATHS.childcareProviderHistory.approveOrder}?orderId=${orderId}`, {
    headers: parties.providerHeaders,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // No reload: the job runner delivers within its poll, the hub brings it to this tab.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await expect(page.getByText(/^Booking approved: Léa on /)).toBeVisible();

  await bell.click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  const list = page.getByRole('list', { name: 'Notifications' });
  const item = list.getByRole('button', { name: /Booking approved: Léa on/ }).first();
  await expect(item).toContainText('Danforth Discovery Daycare approved');
  await expect(page.getByText('1 unread')).toBeVisible();
  await checkPage(page, 'notifications-list');

  // In French, the same notification in French, without another call for its text.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('1 non lue')).toBeVisible();
  const french = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: /Réservation acceptée : Léa le/ });
  await expect(french.first()).toBeVisible();
  await checkPage(page, 'notifications-list-fr');
  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Opening it marks it read and leads to the order's page.
  await item.click();
  await expect(page).toHaveURL(/\/orders-history\?token=/);
  await expect(page.getByText('Approved').first()).toBeVisible();
  await page.goto('/app/home');
  await expect(bell).toHaveAccessibleName('Notifications');
});
