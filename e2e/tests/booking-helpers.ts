import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  isoWeekdayOf,
  localPartsOf,
  ProviderForCurrentUserResponseSchema,
  Role,
} from '@kinderly/shared';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { apiAuth } from './provider-helpers.ts';

// What the booking journeys share: the server's clock, the demo parent's card, and days booked through the API.

/** The demo providers are in Toronto. */
export const ZONE = 'America/Toronto';

/** Sets the server's "now" (null: real time again); outside production, from this machine only. */
export async function setServerClock(request: APIRequestContext, now: Date | null) {
  const response = await request.put(API_PATHS.dev.clock, { data: { now: now?.toISOString() ?? null } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo parent goes back to no saved card: the payments journey starts from there (SPEC section 2's rule). */
export async function removeDemoParentCards(request: APIRequestContext) {
  const headers = await apiAuth(request, DEMO_LOGINS[Role.Parent]);
  const cards = (await (await request.get(API_PATHS.payments.getCreditCards, { headers })).json()) as { id: string }[];
  for (const card of cards) {
    const removed = await request.delete(`${API_PATHS.payments.deleteCreditCard}?creditCardId=${card.id}`, { headers });
    expect(removed.status(), await removed.text()).toBeLessThan(300);
  }
}

/** Each booking journey leaves the server's clock real and the demo parent without a card (call once per file). */
export function resetAfterEachJourney() {
  test.afterEach(async ({ request }) => {
    await setServerClock(request, null);
    await removeDemoParentCards(request);
  });
}

/** The demo parent saves the sandbox's test Visa on the card page, as a person would. */
export async function addSandboxCard(page: Page) {
  await page.goto('/app/payment-info-stripe');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Marie Roy');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).pressSequentially('M4M2M8');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card ending in 4242 is saved.')).toBeVisible();
}

/** The demo parent's enrolled child and a provider's record id, read through the API as their owners. */
export async function bookingParties(request: APIRequestContext, providerLogin: string) {
  const parent = await apiAuth(request, DEMO_LOGINS[Role.Parent]);
  const providerHeaders = await apiAuth(request, providerLogin);
  const own = await request.get(API_PATHS.childcareProvider.getProviderForCurrentUser, { headers: providerHeaders });
  const providerId = ProviderForCurrentUserResponseSchema.parse(await own.json()).data!.id;
  const children = (await (await request.get(API_PATHS.enrollment.getChildren, { headers: parent })).json()) as {
    id: string;
    firstName: string;
    enrollmentStepsCompleted: number;
  }[];
  const child = children.find((candidate) => candidate.enrollmentStepsCompleted === 15)!;
  return { parent, providerHeaders, providerId, childId: child.id };
}

/** The first weekday at least `days` days after today in Toronto. */
export function weekdayFromToday(days: number): string {
  let date = addDays(localPartsOf(new Date(), ZONE).date, days);
  while (isoWeekdayOf(date) > 5) date = addDays(date, 1);
  return date;
}

/**
 * Books the first weekday from `fromDays` on that the demo parent's child has free at those hours: the journeys
 * share the demo parent, and another one may have booked the child that day (409 CHILD_ALREADY_BOOKED). A refused
 * draft is deleted, so no journey leaves one behind.
 */
export async function bookAFreeWeekday(
  request: APIRequestContext,
  parties: Awaited<ReturnType<typeof bookingParties>>,
  fromDays: number,
  hours: { startTime: string; endTime: string },
) {
  for (let days = fromDays; days < fromDays + 21; days++) {
    const date = weekdayFromToday(days);
    const saved = await request.post(API_PATHS.booking.saveDaycareOrder, {
      headers: parties.parent,
      data: { childcareProviderId: parties.providerId, childId: parties.childId, bookedDays: [{ date, ...hours }] },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { orderId } = ((await saved.json()) as { data: { orderId: string } }).data;
    const booked = await request.post(API_PATHS.booking.bookDaycareOrders, {
      headers: parties.parent,
      data: { orderIds: [orderId] },
    });
    if (booked.status() === 200) return { orderId, date };
    const refusal = await booked.text();
    expect(booked.status(), refusal).toBe(409);
    expect(refusal).toContain('CHILD_ALREADY_BOOKED');
    const deleted = await request.delete(`${API_PATHS.booking.deleteDaycareOrder}?orderId=${orderId}`, {
      headers: parties.parent,
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
  throw new Error(`No free weekday for the child in the three weeks from ${weekdayFromToday(fromDays)}`);
}

/** Saves and books one day for the demo parent through the API (the journeys are about what follows). */
export async function bookThroughApi(
  request: APIRequestContext,
  parties: Awaited<ReturnType<typeof bookingParties>>,
  day: { date: string; startTime: string; endTime: string },
) {
  const saved = await request.post(API_PATHS.booking.saveDaycareOrder, {
    headers: parties.parent,
    data: { childcareProviderId: parties.providerId, childId: parties.childId, bookedDays: [day] },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { orderId } = ((await saved.json()) as { data: { orderId: string } }).data;
  const booked = await request.post(API_PATHS.booking.bookDaycareOrders, {
    headers: parties.parent,
    data: { orderIds: [orderId] },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return orderId;
}
