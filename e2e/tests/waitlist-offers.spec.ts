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
import { DEMO_LOGINS } from '../support/routes.ts';
import { DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { bookingParties, setServerClock } from './booking-helpers.ts';

// Issue 16's offers: the provider offers a place from their list and the family accepts it on the waitlist card;
// a second offer goes unanswered, and once the server's clock passes its 48 hours the place moves to the next entry.

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

/** Three of Léa's tickets wait on the provider's list, in this order. */
async function threeEntries(
  request: APIRequestContext,
  headers: Record<string, string>,
  childId: string,
  providerId: string,
) {
  for (let i = 0; i < 3; i += 1) {
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
  }
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test('a provider offers a place and the family accepts it; an unanswered offer moves to the next entry', async ({
  page,
  request,
}) => {
  const { parent, providerHeaders, providerId, childId } = await bookingParties(request, PROVIDER);
  await leaveAll(request, parent);
  await threeEntries(request, parent, childId, providerId);

  // The provider offers the first entry a place, after a confirmation that states the deadline.
  await page.goto('/entry/login');
  await logIn(page, PROVIDER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/provider/waitlist');
  const queue = page.getByRole('list', { name: 'Your waitlist, in order' });
  await expect(queue.getByRole('article')).toHaveCount(3);
  await queue.getByRole('button', { name: 'Offer Léa a place' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Offer Léa a place?' });
  await expect(dialog).toContainText('has 48 hours to accept or decline');
  await dialog.getByRole('button', { name: 'Offer the place' }).click();
  await expect(page.getByText("A place was offered to Léa's family.")).toBeVisible();
  await expect(queue.getByRole('article').first()).toContainText('Place offered — answer by');
  await expect(queue.getByRole('button', { name: 'Offer Léa a place' })).toHaveCount(2);
  await expectAccessible(page, 'provider waitlist with an offer');

  // The family got the mail, and accepts on the waitlist card.
  const mails = ((await (await request.get('/api/dev/mail')).json()) as DevMailList).mails;
  expect(mails.some((mail) => mail.subject === `A place is offered at ${PROVIDER_NAME} for Léa`)).toBe(true);
  await logOut(page);
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/waitlist/waitlist-card');
  const card = page.getByRole('list', { name: "Léa's waitlists" });
  const offered = card.getByRole('article', { name: PROVIDER_NAME }).first();
  await expect(offered).toContainText('Place offered — answer by');
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'waitlist card with an offer at 360 px');
  await setViewport(page, 'desktop');
  await offered.getByRole('button', { name: `Accept the place at ${PROVIDER_NAME}` }).click();
  await expect(
    page.getByText(`You accepted the place at ${PROVIDER_NAME}: the provider will contact you.`),
  ).toBeVisible();
  await expect(
    card.getByText('You accepted this place; the provider will contact you to plan the start.'),
  ).toBeVisible();

  // A second offer nobody answers: 49 hours later the place has moved to the third entry.
  const [second] = (await requestsOf(request, parent))
    .filter((item) => item.status === 'waiting' && item.childcareProviderId === providerId)
    .sort((a, b) => a.position! - b.position!);
  const made = await request.patch(API_PATHS.waitlist.providerEntry.replace('{requestId}', second!.requestId), {
    headers: providerHeaders,
    data: { status: 'offered' },
  });
  expect(made.status(), await made.text()).toBe(200);
  await setServerClock(request, new Date(Date.now() + 49 * 3_600_000));
  const after = await requestsOf(request, parent);
  expect(after.find((item) => item.requestId === second!.requestId)!.status).toBe('expired');
  await page.reload();
  await expect(card.getByText('A place was offered but the time to answer passed.')).toBeVisible();
  await expect(card.getByRole('article', { name: PROVIDER_NAME }).first()).toContainText('Place offered — answer by');

  await setServerClock(request, null);
  await leaveAll(request, parent);
});
