import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  Role,
  type DevMailList,
  type WaitlistRequest,
  type WaitlistSelections,
  type WaitlistTicket,
} from '@kinderly/shared';
import { expect, expectAccessible, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS, DEMO_NEIGHBOUR_LOGIN } from '../support/routes.ts';
import { DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { bookingParties, setServerClock } from './booking-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

// Issue 16's offers: the provider chooses the time to answer and offers a place from their list, the family accepts
// it on the waitlist card and goes on to the weekly booking; a second offer goes unanswered and expires once the
// server's clock passes its deadline, and the place goes to the next family on the list (the second demo family's
// Théo).

/** Beaches Beach-Pail Childcare (seed), a listed Toronto provider the other waitlist journeys leave alone. */
const PROVIDER = 'provider03@kinderly.example';
const PROVIDER_NAME = 'Beaches Beach-Pail Childcare';

function answers(): WaitlistSelections {
  const [year, month, day] = addDays(new Date().toISOString().slice(0, 10), 60).split('-');
  return {
    Distance: 25,
    RequestedStartDate: `${day}-${month}-${year}`,
    ProviderTypes: [11, 12],
    ChildcareTypes: [21],
    SchoolPlans: [1],
    PaymentOptions: [2],
    ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
  };
}

async function requestsOf(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get(API_PATHS.waitlist.requests, { headers });
  return ((await response.json()) as { items: WaitlistRequest[] }).items;
}

/** Léa leaves every list she waits on, so the free limit leaves room for this journey (and after it, for others). */
async function leaveAll(request: APIRequestContext, headers: Record<string, string>) {
  for (const item of await requestsOf(request, headers)) {
    if (item.status !== 'waiting' && item.status !== 'offered') continue;
    const left = await request.delete(API_PATHS.waitlist.requests, {
      headers,
      data: { providerId: item.childcareProviderId, ticketId: item.ticketId },
    });
    expect(left.status(), await left.text()).toBe(204);
  }
}

/** Léa waits on the provider's list (one entry: a child stands once in a provider's list). */
async function joinWithNewTicket(
  request: APIRequestContext,
  headers: Record<string, string>,
  childId: string,
  providerId: string,
) {
  const created = await request.post(API_PATHS.waitlist.createEntry.replace('{id}', childId), {
    headers,
    data: answers(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticketId = ((await created.json()) as WaitlistTicket).waitlistTicketId;
  const joined = await request.post(API_PATHS.waitlist.providers.replace('{id}', childId), {
    headers,
    data: { ticketId, providerIds: [providerId] },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return ((await joined.json()) as { items: WaitlistRequest[] }).items[0]!;
}

async function childNamed(request: APIRequestContext, headers: Record<string, string>, firstName: string) {
  const response = await request.get(API_PATHS.enrollment.getChildren, { headers });
  return ((await response.json()) as { id: string; firstName: string }[]).find((c) => c.firstName === firstName)!.id;
}

/** The provider's answer window back to the default, whatever the journey left. */
async function resetOfferWindow(request: APIRequestContext) {
  const headers = await apiAuth(request, PROVIDER);
  const reset = await request.put(API_PATHS.waitlist.providerSettings, { headers, data: { offerHours: 48 } });
  expect(reset.status(), await reset.text()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  await resetOfferWindow(request);
});

test('a provider sets the time to answer and offers a place; the family accepts it and books the weekly days', async ({
  page,
  request,
}, testInfo) => {
  const { parent, providerId, childId } = await bookingParties(request, PROVIDER);
  await leaveAll(request, parent);
  await joinWithNewTicket(request, parent, childId, providerId);

  // The provider chooses 72 hours, then offers Léa a place after a confirmation that states it.
  await page.goto('/entry/login');
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/provider/waitlist');
  const queue = page.getByRole('list', { name: 'Your waitlist, in order' });
  await expect(queue.getByRole('article')).toHaveCount(1);
  const answerWindow = page.getByRole('combobox', { name: 'Time to answer an offer' });
  await expect(answerWindow).toHaveText('48 hours');
  await answerWindow.click();
  await page.getByRole('option', { name: '72 hours' }).click();
  await expect(page.getByText('Families now have 72 hours to answer your offers.')).toBeVisible();
  await setViewport(page, 'mobile');
  await page.screenshot({ path: testInfo.outputPath('provider-waitlist-360.png'), fullPage: true });
  await expectAccessible(page, 'provider waitlist with the time to answer at 360 px');
  await setViewport(page, 'desktop');
  await queue.getByRole('button', { name: 'Offer Léa a place' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Offer Léa a place?' });
  await expect(dialog).toContainText('has 72 hours to accept or decline');
  await dialog.getByRole('button', { name: 'Offer the place' }).click();
  await expect(page.getByText("A place was offered to Léa's family.")).toBeVisible();
  await expect(queue.getByRole('article').first()).toContainText('Place offered — answer by');
  await expectAccessible(page, 'provider waitlist with an offer');

  // The family got the mail (the notification centre's job sends it), and accepts on the waitlist card.
  await expect
    .poll(async () => {
      const mails = ((await (await request.get('/api/dev/mail')).json()) as DevMailList).mails;
      return mails.some((mail) => mail.subject === `A place is offered at ${PROVIDER_NAME} for Léa`);
    })
    .toBe(true);
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  // The home page tells the family in the app too, and leads to the card.
  const notice = page.getByRole('region', { name: 'Places offered to your family' });
  await expect(notice.getByRole('alert')).toContainText(`A place is offered to Léa at ${PROVIDER_NAME}`);
  await expectAccessible(page, 'home page with an offered place');
  await notice.getByRole('link', { name: 'Answer' }).click();
  await expect(page).toHaveURL(/\/app\/waitlist\/waitlist-card$/);
  const card = page.getByRole('list', { name: "Léa's waitlists" });
  const offered = card.getByRole('article', { name: PROVIDER_NAME }).first();
  await expect(offered).toContainText('Place offered — answer by');
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'waitlist card with an offer at 360 px');
  await setViewport(page, 'desktop');
  await offered.getByRole('button', { name: `Accept the place at ${PROVIDER_NAME}` }).click();
  await expect(page.getByText(`You accepted the place at ${PROVIDER_NAME}: book the weekly days next.`)).toBeVisible();

  // The accepted entry leads to the weekly booking, Monday (the ticket's day) chosen.
  const accepted = card.getByRole('article', { name: PROVIDER_NAME }).first();
  await expect(accepted).toContainText('You accepted this place: book the weekly days');
  await accepted.getByRole('link', { name: `Book the weekly days at ${PROVIDER_NAME}` }).click();
  await expect(page).toHaveURL(/\/reoccurring-booking-day\?.*weekdays=1/);
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
  await expect(page.getByLabel('Start on Monday')).toBeVisible();

  // An offer nobody answers expires past its deadline, and the place moves on to the next family in the
  // provider's order: the neighbours' Théo, who joined after Léa.
  const again = await joinWithNewTicket(request, parent, childId, providerId);
  const neighbour = await apiAuth(request, DEMO_NEIGHBOUR_LOGIN);
  const theo = await childNamed(request, neighbour, 'Théo');
  await leaveAll(request, neighbour);
  const next = await joinWithNewTicket(request, neighbour, theo, providerId);
  const made = await request.patch(API_PATHS.waitlist.providerEntry.replace('{requestId}', again.requestId), {
    headers: await apiAuth(request, PROVIDER),
    data: { status: 'offered' },
  });
  expect(made.status(), await made.text()).toBe(200);
  await setServerClock(request, new Date(Date.now() + 73 * 3_600_000));
  const after = await requestsOf(request, parent);
  expect(after.find((item) => item.requestId === again.requestId)!.status).toBe('expired');
  await expect
    .poll(async () => (await requestsOf(request, neighbour)).find((item) => item.requestId === next.requestId)?.status)
    .toBe('offered');
  await expect
    .poll(async () => {
      const laterMails = ((await (await request.get('/api/dev/mail')).json()) as DevMailList).mails;
      return laterMails.some(
        (mail) =>
          mail.to.includes(DEMO_NEIGHBOUR_LOGIN) && mail.subject === `A place is offered at ${PROVIDER_NAME} for Théo`,
      );
    })
    .toBe(true);
  await page.goto('/app/waitlist/waitlist-card');
  await expect(card.getByText('A place was offered but the time to answer passed.').first()).toBeVisible();

  await leaveAll(request, neighbour);
  await setServerClock(request, null);
  await leaveAll(request, parent);
});
