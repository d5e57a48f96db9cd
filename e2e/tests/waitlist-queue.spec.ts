import type { APIRequestContext } from '@playwright/test';
import { addDays, API_PATHS, Role, type WaitlistSelections, type WaitlistTicket } from '@kinderly/shared';
import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS, DEMO_NEIGHBOUR_LOGIN } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { bookingParties } from './booking-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

// Issue 16's queue: a family joins two providers' waitlists, sees where Léa stands on the waitlist card and leaves
// one list through the confirmation; the provider reorders their list and the family's position follows.

/** Danforth Discovery Daycare (seed): Toronto, licenced, open on weekdays. */
const PROVIDER = 'provider02@kinderly.example';
const PROVIDER_NAME = 'Danforth Discovery Daycare';

/** Léa's answers: licenced or not, any care, within 25 km, Monday mornings, starting in two months. */
function answers(): WaitlistSelections {
  const [year, month, day] = addDays(new Date().toISOString().slice(0, 10), 60).split('-');
  return {
    Distance: 25,
    RequestedStartDate: `${day}-${month}-${year}`,
    ProviderTypes: [11, 12],
    ChildcareTypes: [21, 22, 23, 24, 25, 26, 27, 28],
    SchoolPlans: [1],
    PaymentOptions: [2],
    ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
  };
}

async function createTicket(request: APIRequestContext, headers: Record<string, string>, childId: string) {
  const response = await request.post(API_PATHS.waitlist.createEntry.replace('{id}', childId), {
    headers,
    data: answers(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as WaitlistTicket).waitlistTicketId;
}

test('a family joins two waitlists, sees its positions, leaves one; the provider reorders and it moves up', async ({
  page,
  request,
}) => {
  const { parent, providerId, childId } = await bookingParties(request, PROVIDER);
  // The family lives near the Danforth (distances are measured from the saved location).
  const located = await request.post(API_PATHS.account.saveUserLocation, {
    headers: parent,
    data: { latitude: 43.6771, longitude: -79.3505, address: 'Danforth Avenue, Toronto' },
  });
  expect(located.status(), await located.text()).toBe(200);
  // The neighbours' Théo is already first on the Danforth's list (a child stands once in a list, so the second
  // entry is another family's), so Léa's entry starts second.
  const neighbour = await apiAuth(request, DEMO_NEIGHBOUR_LOGIN);
  const neighbourChildren = (await (
    await request.get(API_PATHS.enrollment.getChildren, { headers: neighbour })
  ).json()) as { id: string; firstName: string }[];
  const theo = neighbourChildren.find((child) => child.firstName === 'Théo')!.id;
  const earlier = await createTicket(request, neighbour, theo);
  const joined = await request.post(API_PATHS.waitlist.providers.replace('{id}', theo), {
    headers: neighbour,
    data: { ticketId: earlier, providerIds: [providerId] },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await createTicket(request, parent, childId);

  // The matching providers, nearest first: the family chooses the Danforth and one more, and joins both.
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto(`/app/waitlist/children/${childId}/childcare-providers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Providers for your waitlist' })).toBeVisible();
  // "Your filters": the newest ticket's answers (POST waitlist filters).
  const filters = page.getByRole('region', { name: 'Your filters' });
  await expect(filters).toContainText('Preferred curriculum: Play-based');
  await expect(filters).toContainText(/\d+ providers? match(es)? these filters/);
  const list = page.getByRole('list', { name: 'Matching providers' });
  await page.getByRole('checkbox', { name: `Choose ${PROVIDER_NAME}` }).check();
  const other = list.getByRole('article').filter({ hasNotText: PROVIDER_NAME }).first();
  const otherName = (await other.getAttribute('aria-label'))!;
  await other.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Join 2 waitlists' }).click();
  await expect(page.getByText('Joined 2 waitlists.')).toBeVisible();
  await expect(list.getByRole('article', { name: PROVIDER_NAME })).toContainText('On the waitlist');
  await expect(list.getByRole('article', { name: otherName })).toContainText('On the waitlist');
  await checkPage(page, 'waitlist-providers');
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'matching providers at 360 px');
  await setViewport(page, 'desktop');

  // The waitlist card, from the menu: where Léa stands at each provider.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My waitlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My waitlists' })).toBeVisible();
  const card = page.getByRole('list', { name: "Léa's waitlists" });
  const danforth = card.getByRole('article', { name: PROVIDER_NAME });
  await expect(danforth).toContainText('2nd of 2');
  await expect(card.getByRole('article', { name: otherName })).toContainText(/\d+(st|nd|rd|th) of \d+/);
  await expect(page.getByRole('link', { name: "Edit Léa's waitlist answers" })).toHaveAttribute(
    'href',
    new RegExp(`^/waitlist/${childId}/provider-type\\?waitingListTicketId=`),
  );
  await checkPage(page, 'waitlist-card');

  // Editing from the card starts from every answer of the ticket: the first step and the confirmation show them.
  await page.getByRole('link', { name: "Edit Léa's waitlist answers" }).click();
  await expect(page.getByRole('button', { name: /^Licenced/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue('25');
  await page.goto(page.url().replace('/provider-type?', '/confirmation?'));
  const chosen = page.locator('dl').filter({ hasText: 'Play-based' });
  await expect(chosen).toContainText('25 km');
  await expect(chosen).toContainText('Mon: morning');
  await expect(page.getByText(/Please go back/)).toHaveCount(0);
  await page.goto('/app/waitlist/waitlist-card');

  // Leaving the other list takes a confirmation.
  await page.getByRole('button', { name: `Leave ${otherName}'s waitlist` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Leave ${otherName}'s waitlist?` });
  await expect(dialog).toContainText('Léa loses their place');
  await dialog.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(page.getByText(`You left ${otherName}'s waitlist.`)).toBeVisible();
  await expect(card.getByRole('article', { name: otherName })).toHaveCount(0);
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'waitlist card at 360 px');
  await setViewport(page, 'desktop');

  // The provider moves the newer entry to the top of their list and saves the order.
  await logOut(page);
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Waitlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Your waitlist, in order' });
  await expect(queue.getByRole('article')).toHaveCount(2);
  await expect(queue.getByRole('article').first()).toContainText('Théo, Preschool');
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();
  await queue.getByRole('button', { name: 'Move Léa up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Léa is now number 1.')).toBeAttached();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The order is saved.')).toBeVisible();
  await checkPage(page, 'waitlist-provider');
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'provider waitlist at 360 px');
  await setViewport(page, 'desktop');

  // Léa is now first.
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/waitlist/waitlist-card');
  await expect(danforth).toContainText('1st of 2');
  await screenshots(page, 'waitlist-card-after-reorder');
});
