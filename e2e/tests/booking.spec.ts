import {
  addDays,
  API_PATHS,
  isoWeekdayOf,
  localPartsOf,
  ProviderForCurrentUserResponseSchema,
  Role,
  zonedInstant,
} from '@kinderly/shared';
import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import {
  addSandboxCard,
  bookingParties,
  bookThroughApi,
  resetAfterEachJourney,
  setServerClock,
  weekdayFromToday,
  ZONE,
} from './booking-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

// Issue 15: a parent books a day at a demo provider, the provider approves it and records the day, the parent sees
// the booking approved with the provider's address.

/** Danforth Discovery Daycare (seed): Toronto, takes preschoolers (the demo parent's Léa), asks for approval. */
const PROVIDER = 'provider02@kinderly.example';
const PROVIDER_NAME = 'Danforth Discovery Daycare';
const STREET = '18 Logan Avenue, Toronto, ON M4M 2M8';

/**
 * The care day: the next weekday after today in Toronto (the provider opens on weekdays), as YYYY-MM-DD, with the
 * name the calendar gives it. The server's clock is moved to that day (DEV_CLOCK) for the check-in.
 */
function nextCareDay() {
  let date = addDays(localPartsOf(new Date(), ZONE).date, 1);
  while (isoWeekdayOf(date) > 5) date = addDays(date, 1);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return { date, name, month };
}

resetAfterEachJourney();

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

  // The calendar: the next weekday, 9:00 to 17:00.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose days and times' })).toBeVisible();
  const care = nextCareDay();
  if (care.month !== new Date().getMonth() + 1) await page.getByRole('button', { name: 'Next month' }).click();
  const dayButton = page.getByRole('button', { name: new RegExp(`^${care.name}: \\d+ spaces? left$`) });
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(`Start time on ${care.name}`).fill('09:00');
  await page.getByLabel(`End time on ${care.name}`).fill('17:00');
  // Left alone, the server takes the lowest price that fits the day; the parent asks for the weekday price.
  await page.getByRole('combobox', { name: 'Type of care' }).click();
  await page.getByRole('option', { name: 'Weekdays, 6 am to 6 pm: $62.00 a day' }).click();
  await checkPage(page, 'booking-time');
  await page.getByRole('button', { name: 'Save and review' }).click();

  // The summary: the day priced by the server, the 10% fee, the cancellation terms and the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
  const days = page.getByRole('region', { name: 'Days for Léa Roy' });
  await expect(days.getByRole('listitem')).toContainText(care.name);
  await expect(days.getByRole('listitem')).toContainText('$62.00');
  const totals = page.getByRole('region', { name: '1 day' });
  await expect(totals).toContainText('Care$62.00');
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
  const requested = page
    .getByRole('region', { name: 'Requests' })
    .getByRole('article')
    .filter({ hasText: PROVIDER_NAME });
  await expect(requested).toContainText('Requested');
  await expect(requested).toContainText('The address is shown once the day is approved.');
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

  // The booked child's record opens for this provider.
  await page.getByRole('link', { name: "Léa's record" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Roy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emergency contacts' })).toBeVisible();
  await checkPage(page, 'booking-provider-child-record');
  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toContainText('Approved');

  // The care day at 10:00 in Toronto (the server's clock): Léa is on today's board; check-in now, pick-up after it.
  await setServerClock(request, zonedInstant(care.date, 10 * 60, ZONE));
  await page.reload();
  const board = page.getByRole('region', { name: "Today's board" });
  await expect(board.getByRole('article')).toContainText('Approved');
  await expect(board.getByRole('button', { name: 'Léa picked up' })).toBeDisabled();
  await checkPage(page, 'booking-provider-board');
  await board.getByRole('button', { name: 'Check Léa in' }).click();
  await expect(board.getByRole('article')).toContainText('Checked in at 10:00 a.m.');
  await expect(board.getByRole('button', { name: 'Check Léa in' })).toBeDisabled();
  await board.getByRole('button', { name: 'Léa picked up' }).click();
  // Picked up, the day has ended: its card moves to the past ones, with both times.
  const ended = page.getByRole('region', { name: 'Past' }).getByRole('article');
  await expect(ended).toContainText('Checked in at 10:00 a.m. · Picked up at 10:00 a.m.');
  await expect(ended).toContainText('Picked up');
  await checkPage(page, 'booking-provider-picked-up');

  // The parent sees the day approved, now with the provider's street address.
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/booking?view=bookings');
  const section = page.getByRole('region', { name: 'Past' });
  const card = section.getByRole('article').filter({ hasText: PROVIDER_NAME });
  await expect(card).toContainText('Picked up');
  await expect(card).toContainText(`Address: ${STREET}`);
  // The day was held on the card at approval and taken at check-in: the parent sees the charge.
  await expect(card).toContainText(/Charged \$\d+\.\d\d/);
  await expectAccessible(page, 'parent bookings, approved');
  await screenshots(page, 'booking-parent-approved');

  // The approval mail's signed link opens the booking read-only, signed out too.
  const mails = (await (await request.get(API_PATHS.dev.mail)).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  const approval = mails.mails.find(
    (mail) =>
      mail.to === DEMO_LOGINS[Role.Parent] &&
      mail.subject.startsWith('Booking approved') &&
      mail.text.includes(PROVIDER_NAME),
  );
  const link = new URL(/https?:\/\/\S+\/orders-history\?\S+/.exec(approval!.text)![0]);
  await logOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: PROVIDER_NAME })).toContainText('Picked up');
  await expectAccessible(page, 'order link page');
  await screenshots(page, 'booking-order-link');
  await page.getByRole('link', { name: 'Sign in to my bookings' }).click();
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/(home|booking)/);
  await page.goto('/app/booking?view=bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();

  // In French, the same card.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Passées' }).getByRole('article').filter({ hasText: PROVIDER_NAME }),
  ).toContainText('Reparti');
  await screenshots(page, 'booking-parent-approved-fr', ['mobile']);
});

test('a parent books the same weekday for two weeks, sees the closed days first, and cancels one with its refund', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Beaches Beach-Pail Childcare (seed): open on weekdays, books at once (no approval), flexible cancellation.
  const headers = await apiAuth(request, 'provider03@kinderly.example');
  const own = await request.get(API_PATHS.childcareProvider.getProviderForCurrentUser, { headers });
  const providerId = ProviderForCurrentUserResponseSchema.parse(await own.json()).data!.id;

  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);

  await page.goto(`/choose-booking-type?providerId=${providerId}`);
  await page.getByRole('radio', { name: /Recurring/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book the same days every week' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByLabel('Start on Monday').fill('09:00');
  await page.getByLabel('End on Monday').fill('15:00');
  // A week from today: the first journey books Léa on the next weekday, a Monday when this runs Friday to Sunday,
  // and the same Monday here would be "booked elsewhere" (CI of session 16, on a Friday).
  await page.getByLabel('First week starts on').fill(addDays(localPartsOf(new Date(), ZONE).date, 7));
  await page.getByRole('spinbutton', { name: 'Number of weeks (1 to 52)' }).fill('2');
  await page.getByRole('button', { name: 'See the dates' }).click();

  // Every date of the two weeks: the Mondays can be booked, the Saturdays are closed.
  const dates = page.getByRole('list', { name: 'Dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  await expect(dates.filter({ hasText: 'Saturday' })).toHaveCount(2);
  for (const saturday of await dates.filter({ hasText: 'Saturday' }).all())
    await expect(saturday).toContainText('Closed');
  await expect(page.getByRole('heading', { name: '2 of 4 dates can be booked' })).toBeVisible();
  await checkPage(page, 'booking-recurring-preview');
  await page.getByRole('button', { name: 'Book 2 days' }).click();

  // Booked at once (the provider does not ask for approval): upcoming, with the address.
  await expect(page).toHaveURL(/\/app\/booking\?view=bookings$/);
  // The journey's own cards: other journeys on this server may have booked the demo parent elsewhere.
  const beaches = { hasText: 'Beaches Beach-Pail Childcare' };
  const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('article').filter(beaches);
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.first()).toContainText('Approved');
  await expect(upcoming.first()).toContainText('Address: ');

  // Cancelling shows the refund the flexible terms give before anything is sent.
  await upcoming.first().getByRole('button', { name: 'Cancel day' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancel Monday/ });
  await expect(dialog).toContainText(/you get \$\d+\.\d\d back \(100%\) and pay \$0\.00/);
  await expectAccessible(page, 'cancel dialog');
  await screenshots(page, 'booking-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel the day' }).click();
  await expect(page.getByText(/The day is cancelled\. Refund: \$/)).toBeVisible();
  await expect(upcoming).toHaveCount(1);
  const past = page.getByRole('region', { name: 'Past' }).getByRole('article').filter(beaches);
  await expect(past).toContainText('Cancelled');
  await expect(past).toContainText(/Refunded \$/);

  // An ended card can be hidden, and shown again.
  await past.getByRole('button', { name: 'Hide' }).click();
  await expect(past).toHaveCount(0);
  await page.getByRole('button', { name: 'Show hidden cards' }).click();
  await expect(past).toHaveCount(1);
});

// Little Portugal Playhouse (seed, provider04): open 06:30-17:30 on weekdays, moderate terms, asks for approval. The journeys below book late
// afternoons, which the other journeys of this file leave free for Léa.
const MODERATE_PROVIDER = 'provider04@kinderly.example';

test('a day cancelled 4 to 6 days ahead under moderate terms shows and refunds half', async ({ page, request }) => {
  test.setTimeout(180_000);
  const parties = await bookingParties(request, MODERATE_PROVIDER);
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);
  const date = weekdayFromToday(4);
  const orderId = await bookThroughApi(request, parties, { date, startTime: '15:30', endTime: '17:00' });
  const approved = await request.post(`${API_PATHS.childcareProviderHistory.approveOrder}?orderId=${orderId}`, {
    headers: parties.providerHeaders,
  });
  expect(approved.status()).toBe(200);
  const { totalCents, providerName } = (
    (await approved.json()) as { data: { totalCents: number; providerName: string } }
  ).data;
  const half = `$${(totalCents / 200).toFixed(2)}`;

  await page.goto('/app/booking?view=bookings');
  const card = page.getByRole('region', { name: 'Upcoming' }).getByRole('article').filter({ hasText: providerName });
  await expect(card).toContainText('Approved');
  await card.getByRole('button', { name: 'Cancel day' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancel / });
  // The same refund the server computes, shown before anything is sent: half back under moderate terms.
  await expect(dialog).toContainText(`you get ${half} back (50%) and pay ${half}`);
  await dialog.getByRole('button', { name: 'Cancel the day' }).click();
  const ended = page.getByRole('region', { name: 'Past' }).getByRole('article').filter({ hasText: providerName });
  await expect(ended).toContainText('Cancelled');
  await expect(ended).toContainText(`Refunded ${half}`);
  await expect(ended).toContainText(`Charged ${half}`);
  await checkPage(page, 'booking-cancelled-half');
});

test('a refused request charges nothing and frees the day', async ({ page, request }) => {
  test.setTimeout(180_000);
  const parties = await bookingParties(request, MODERATE_PROVIDER);
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);
  const date = weekdayFromToday(8);
  const orderId = await bookThroughApi(request, parties, { date, startTime: '15:30', endTime: '17:00' });

  await logOut(page);
  await logIn(page, MODERATE_PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: "Refuse Léa's request" }).first().click();
  const past = page.getByRole('region', { name: 'Past' }).getByRole('article');
  await expect(past.filter({ hasText: 'Refused' }).first()).toBeVisible();

  const order = await request.get(`${API_PATHS.booking.getDaycareOrder}?orderId=${orderId}`, {
    headers: parties.parent,
  });
  expect(
    ((await order.json()) as { data: { status: string; chargedCents: number; paymentState: string } }).data,
  ).toMatchObject({
    status: 'refused',
    chargedCents: 0,
  });
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/booking?view=bookings');
  const refused = page
    .getByRole('region', { name: 'Past' })
    .getByRole('article')
    .filter({ hasText: 'Refused' })
    .first();
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText('Charged');
});

test('four weeks of Wednesdays across a holiday: the holiday is marked, the other three are requested', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const parties = await bookingParties(request, MODERATE_PROVIDER);
  let start = addDays(localPartsOf(new Date(), ZONE).date, 14);
  while (isoWeekdayOf(start) !== 3) start = addDays(start, 1);
  const holiday = addDays(start, 14);
  // The provider closes on the third Wednesday (the holidays step, as the provider would).
  const current = await request.get(API_PATHS.childcareProvider.getHolidays, { headers: parties.providerHeaders });
  const existing = (
    ((await current.json()) as { data: { holidays: { date: string; name: string }[] } | null }).data?.holidays ?? []
  ).filter((h) => h.date !== holiday);
  const saved = await request.post(API_PATHS.childcareProvider.updateHolidays, {
    headers: parties.providerHeaders,
    data: { holidays: [...existing, { date: holiday, name: 'Staff training day' }] },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await addSandboxCard(page);
  await page.goto(`/choose-booking-type?providerId=${parties.providerId}`);
  await page.getByRole('radio', { name: /Recurring/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Wednesday' }).check();
  await page.getByLabel('Start on Wednesday').fill('15:30');
  await page.getByLabel('End on Wednesday').fill('17:00');
  await page.getByLabel('First week starts on').fill(start);
  await page.getByRole('spinbutton', { name: 'Number of weeks (1 to 52)' }).fill('4');
  await page.getByRole('button', { name: 'See the dates' }).click();
  const dates = page.getByRole('list', { name: 'Dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  await expect(dates.nth(2)).toContainText('Holiday');
  await expect(page.getByRole('heading', { name: '3 of 4 dates can be booked' })).toBeVisible();
  await checkPage(page, 'booking-recurring-holiday');
  await page.getByRole('button', { name: 'Book 3 days' }).click();
  await expect(page).toHaveURL(/\/app\/booking\?view=bookings$/);
  const requests = page
    .getByRole('region', { name: 'Requests' })
    .getByRole('article')
    .filter({ hasText: 'Little Portugal Playhouse' });
  await expect(requests).toHaveCount(3);
});
