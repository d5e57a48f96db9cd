import { addDays, API_PATHS, Role } from '@kinderly/shared';
import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import {
  addSandboxCard,
  bookingParties,
  bookThroughApi,
  resetAfterEachJourney,
  weekdayFromToday,
} from './booking-helpers.ts';

// Issue 15, the provider's side: a provider cancels a booked day (the parent is refunded in full) and proposes the
// same weekday for two weeks to the family, who finds the days saved to book.

// Thorncliffe Tots (seed, provider16): Toronto, open 06:30-18:30 on weekdays, one preschool space a day, asks for
// approval, and no other journey books there (the other booking journeys filter Léa's cards by provider name). The
// early mornings booked here are left free for Léa by booking.spec.ts, which books her from 09:00.
const PROVIDER = 'provider16@kinderly.example';
const PROVIDER_NAME = 'Thorncliffe Tots';
const PARENT_NAME = 'Camille Roy';
const MORNING = { startTime: '07:00', endTime: '08:30' };
const HOURS = '7:00 a.m. to 8:30 a.m.';

/**
 * The first weekday `days` or more ahead, after `after`, on which the provider is open `weeks` weeks running (the
 * seed closes on public holidays), with its names as the pages write them.
 */
function careDay(days: number, closed: readonly string[], { weeks = 1, after = '' } = {}) {
  let date = weekdayFromToday(days);
  const open = (first: string) =>
    first > after &&
    Array.from({ length: weeks }, (_, week) => addDays(first, 7 * week)).every((d) => !closed.includes(d));
  for (let offset = days + 1; !open(date); offset++) date = weekdayFromToday(offset);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const name = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(noon);
  const weekday = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' }).format(noon);
  return { date, name, weekday };
}

resetAfterEachJourney();

test('the provider cancels a booked day with a full refund and proposes two weeks of a weekday to the family', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const parties = await bookingParties(request, PROVIDER);
  const holidays = await request.get(API_PATHS.childcareProvider.getHolidays, { headers: parties.providerHeaders });
  const closed = (
    ((await holidays.json()) as { data: { holidays: { date: string }[] } | null }).data?.holidays ?? []
  ).map((holiday) => holiday.date);
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);

  // Two approved days: one within the week (the card is held at approval), one later.
  const soon = careDay(3, closed);
  const later = careDay(10, closed);
  const totals: number[] = [];
  for (const day of [soon, later]) {
    const orderId = await bookThroughApi(request, parties, { date: day.date, ...MORNING });
    const approved = await request.post(`${API_PATHS.childcareProviderHistory.approveOrder}?orderId=${orderId}`, {
      headers: parties.providerHeaders,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    totals.push(((await approved.json()) as { data: { totalCents: number } }).data.totalCents);
  }
  const refund = `$${(totals[0]! / 100).toFixed(2)}`;

  await logOut(page);
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('article');
  const soonCard = upcoming.filter({ hasText: `${soon.name}, ${HOURS}` });
  await expect(soonCard).toContainText('Approved');
  await checkPage(page, 'booking-provider-upcoming');

  // The dialog says the parent gets everything back before anything is sent.
  await soonCard.getByRole('button', { name: 'Cancel this day for Léa' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel Léa's day on ${soon.name}?` });
  await expect(dialog).toContainText(`Because you cancel, the parent is refunded in full: ${refund} (100%).`);
  await expectAccessible(page, 'provider cancel dialog');
  await screenshots(page, 'booking-provider-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel the day' }).click();
  await expect(
    page.getByText(`Léa's day on ${soon.name} is cancelled. The parent is refunded ${refund}.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const cancelled = page.getByRole('region', { name: 'Past' }).getByRole('article').filter({ hasText: soon.name });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText(`Refunded ${refund}`);
  await expect(soonCard).toHaveCount(0);

  // From the later day's card: the same weekday for two weeks, from a week after it.
  const start = careDay(17, closed, { weeks: 2, after: later.date });
  await upcoming
    .filter({ hasText: `${later.name}, ${HOURS}` })
    .getByRole('link', { name: 'Propose weekly days for Léa' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propose weekly days for Léa Roy' })).toBeVisible();
  await page.getByRole('checkbox', { name: start.weekday }).check();
  await page.getByLabel(`Start on ${start.weekday}`).fill(MORNING.startTime);
  await page.getByLabel(`End on ${start.weekday}`).fill(MORNING.endTime);
  await page.getByLabel('First week starts on').fill(start.date);
  await page.getByRole('spinbutton', { name: 'Number of weeks (1 to 52)' }).fill('2');
  await page.getByRole('button', { name: 'See the dates' }).click();
  const dates = page.getByRole('list', { name: 'Dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(2);
  await expect(dates.first()).toContainText(start.name);
  await expect(page.getByRole('heading', { name: '2 of 2 dates can be booked' })).toBeVisible();
  await checkPage(page, 'booking-provider-propose-preview');
  await page.getByRole('button', { name: `Propose 2 days to ${PARENT_NAME}` }).click();
  await expect(page.getByRole('heading', { name: `2 days proposed to ${PARENT_NAME}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Proposed days' }).getByRole('listitem')).toHaveCount(2);
  await checkPage(page, 'booking-provider-proposed');

  // The parent: the cancelled day refunded in full, and the proposed days saved, ready to book.
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/booking?view=bookings');
  const ended = page
    .getByRole('region', { name: 'Past' })
    .getByRole('article')
    .filter({ hasText: PROVIDER_NAME })
    .filter({ hasText: soon.name });
  await expect(ended).toContainText('Cancelled');
  await expect(ended).toContainText(`Refunded ${refund}`);
  await expect(ended).toContainText('Card hold released: nothing charged.');
  const saved = page.getByRole('region', { name: 'Saved, not booked yet' });
  await expect(saved).toContainText(`2 days saved at ${PROVIDER_NAME}.`);
  await saved.getByRole('link', { name: 'Review and book' }).click();
  const days = page.getByRole('region', { name: 'Days for Léa Roy' }).getByRole('listitem');
  await expect(days).toHaveCount(2);
  await expect(days.first()).toContainText(start.name);
});
