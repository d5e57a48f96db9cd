import type { Page } from '@playwright/test';
import { API_PATHS, ProviderForCurrentUserResponseSchema, Role } from '@kinderly/shared';
import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

// Issue 15: a parent books a day at a demo provider, the provider approves it and records the day, the parent sees
// the booking approved with the provider's address.

/** Danforth Discovery Daycare (seed): Toronto, takes preschoolers (the demo parent's Léa), asks for approval. */
const PROVIDER = 'provider02@kinderly.example';
const PROVIDER_NAME = 'Danforth Discovery Daycare';
const STREET = '18 Logan Avenue, Toronto, ON M4M 2M8';
const ZONE = 'America/Toronto';

/** Today's date in Toronto as the calendar names it, and the next half hour there (null once too late to book). */
function torontoToday() {
  const now = new Date();
  const name = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: ZONE }).format(now);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const start = Math.ceil((minute + 30) / 15) * 15;
  // The provider opens 7:00 to 18:00; leave at least half an hour of care.
  const startTime =
    start >= 7 * 60 && start <= 17 * 60 + 30
      ? `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`
      : null;
  return { name, startTime };
}

async function addSandboxCard(page: Page) {
  await page.goto('/app/payment-info-stripe');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Marie Roy');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).pressSequentially('M4M2M8');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card ending in 4242 is saved.')).toBeVisible();
}

test('a parent books a day, the provider approves and records it, the parent sees it approved with the address', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const headers = await apiAuth(request, PROVIDER);
  const own = await request.get(API_PATHS.childcareProvider.getProviderForCurrentUser, { headers });
  const providerId = ProviderForCurrentUserResponseSchema.parse(await own.json()).data!.id;

  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);

  // The profile's Book leads to the choice of child and kind of booking.
  await page.goto(`/app/providers/${providerId}`);
  await page.getByRole('link', { name: `Book ${PROVIDER_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book care' })).toBeVisible();
  // Only the enrolled child can be chosen; the others are named with the way to finish their enrolment.
  await expect(page.getByRole('radio', { name: 'Léa Roy' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Children still being enrolled' }).getByRole('link')).toHaveCount(2);
  await checkPage(page, 'booking-choose-type');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The calendar: today when there is still time to book it (so that the provider can check Léa in), else the
  // first open day.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose days and times' })).toBeVisible();
  const today = torontoToday();
  const todayButton = page.getByRole('button', { name: new RegExp(`^${today.name}: \\d+ spaces? left$`) });
  const bookToday = today.startTime !== null && (await todayButton.count()) === 1 && (await todayButton.isEnabled());
  const dayButton = bookToday ? todayButton : page.locator('button[aria-pressed="false"]').first();
  const dayName = (await dayButton.getAttribute('aria-label'))!.split(':')[0]!;
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  if (bookToday) await page.getByLabel(`Start time on ${dayName}`).fill(today.startTime!);
  await page.getByLabel(`End time on ${dayName}`).fill('17:30');
  await checkPage(page, 'booking-time');
  await page.getByRole('button', { name: 'Save and review' }).click();

  // The summary: the day priced by the server, the 10% fee, the cancellation terms and the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
  const days = page.getByRole('region', { name: 'Days for Léa Roy' });
  await expect(days.getByRole('listitem')).toContainText(dayName);
  await expect(days.getByRole('listitem')).toContainText('$62.00');
  const totals = page.getByRole('region', { name: '1 day' });
  await expect(totals).toContainText('Service fee (10%)$6.20');
  await expect(totals).toContainText('Total$68.20');
  await expect(totals).toContainText('Visa ending in 4242');
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText('Moderate');
  await checkPage(page, 'booking-summary');
  await page.getByRole('button', { name: /^Confirm and book/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  await checkPage(page, 'booking-request-sent');

  // The parent's bookings: the request, without the address yet.
  await page.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL(/\/app\/booking\?view=bookings$/);
  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests.getByRole('article')).toContainText('Requested');
  await expect(requests.getByRole('article')).toContainText('The address is shown once the day is approved.');
  await checkPage(page, 'booking-parent-requested');

  // The provider approves the request from their bookings page.
  await logOut(page);
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Accepting new bookings' })).toBeChecked();
  await checkPage(page, 'booking-provider-requests');
  await page.getByRole('button', { name: "Approve Léa's request" }).click();
  await expect(page.getByText("Léa's day is approved.")).toBeVisible();

  if (bookToday) {
    // On the day: check-in now, pick-up after it; the times recorded show on the card.
    const board = page.getByRole('region', { name: "Today's board" });
    await expect(board.getByRole('article')).toContainText('Approved');
    await expect(board.getByRole('button', { name: 'Léa picked up' })).toBeDisabled();
    await checkPage(page, 'booking-provider-board');
    await board.getByRole('button', { name: 'Check Léa in' }).click();
    await expect(board.getByRole('article')).toContainText(/Checked in at \d/);
    await expect(board.getByRole('button', { name: 'Check Léa in' })).toBeDisabled();
    await board.getByRole('button', { name: 'Léa picked up' }).click();
    await expect(board.getByRole('article')).toContainText(/Picked up at \d/);
    await expect(board.getByRole('article')).toContainText('Picked up');
    await checkPage(page, 'booking-provider-picked-up');
  } else {
    // Another day: approved and upcoming; check-in waits for the day (covered by the server's API tests).
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toContainText('Approved');
    await checkPage(page, 'booking-provider-upcoming');
  }

  // The booked child's record opens for this provider.
  await page.getByRole('link', { name: "Léa's record" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Roy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emergency contacts' })).toBeVisible();
  await checkPage(page, 'booking-provider-child-record');

  // The parent sees the day approved, now with the provider's street address.
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/booking?view=bookings');
  const section = page.getByRole('region', { name: bookToday ? 'Today' : 'Upcoming' });
  const card = section.getByRole('article');
  await expect(card).toContainText(bookToday ? 'Picked up' : 'Approved');
  await expect(card).toContainText(`Address: ${STREET}`);
  await expectAccessible(page, 'parent bookings, approved');
  await screenshots(page, 'booking-parent-approved');

  // In French, the same card.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: bookToday ? "Aujourd'hui" : 'À venir' }).getByRole('article'),
  ).toContainText(bookToday ? 'Reparti' : 'Approuvée');
  await screenshots(page, 'booking-parent-approved-fr', ['mobile']);
});
