import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  Role,
  SANDBOX_TEST_CARDS,
  type CreditCard,
  type WaitlistAllowance,
  type WaitlistProviders,
  type WaitlistTicket,
} from '@kinderly/shared';
import { expect, expectAccessible, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { checkPage, DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

// Issue 16's free limit: Léa waits on as many lists as she may, the next join leads to the limit page, and the
// one-time purchase with a sandbox card lets the family join. Everything it adds (lists, the card) is removed at the
// end, so the other waitlist journeys find the demo family as before.

/** The provider the queue journey orders (waitlist-queue.spec.ts): left alone here. */
const QUEUE_PROVIDER = 'Danforth Discovery Daycare';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('the next list past the free limit leads to the limit page, and a one-time purchase lets the family join', async ({
  page,
  request,
  pageErrors,
}) => {
  const parent = await apiAuth(request, DEMO_LOGINS[Role.Parent]);
  const children = await json<{ id: string; enrollmentStepsCompleted: number }[]>(
    await request.get(API_PATHS.enrollment.getChildren, { headers: parent }),
  );
  const childId = children.find((child) => child.enrollmentStepsCompleted === 15)!.id;
  await json(
    await request.post(API_PATHS.account.saveUserLocation, {
      headers: parent,
      data: { latitude: 43.6771, longitude: -79.3505, address: 'Danforth Avenue, Toronto' },
    }),
  );
  const [year, month, day] = addDays(new Date().toISOString().slice(0, 10), 60).split('-');
  const ticket = await json<WaitlistTicket>(
    await request.post(API_PATHS.waitlist.createEntry.replace('{id}', childId), {
      headers: parent,
      data: {
        Distance: 100,
        RequestedStartDate: `${day}-${month}-${year}`,
        ProviderTypes: [11, 12],
        ChildcareTypes: [21, 22, 23, 24, 25, 26, 27, 28],
        SchoolPlans: [1],
        PaymentOptions: [2],
        ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
      },
    }),
  );
  const ticketId = ticket.waitlistTicketId;
  const allowanceUrl = `${API_PATHS.waitlist.allowance}?childId=${childId}`;
  const joined: string[] = [];
  const cardsOf = async () =>
    (await (await request.get(API_PATHS.payments.getCreditCards, { headers: parent })).json()) as CreditCard[];
  const cardsBefore = await cardsOf();
  try {
    // Léa takes every place left through the API, on lists other than the queue journey's.
    const matches = await json<WaitlistProviders>(
      await request.get(`${API_PATHS.waitlist.providers.replace('{id}', childId)}?pageSize=20`, { headers: parent }),
    );
    const free = matches.items.filter((item) => !item.joined && item.displayName !== QUEUE_PROVIDER);
    const { remaining } = await json<WaitlistAllowance>(await request.get(allowanceUrl, { headers: parent }));
    expect(free.length, 'matching providers beyond the free places').toBeGreaterThan(remaining);
    const fill = free.slice(0, remaining).map((item) => item.id);
    if (fill.length > 0) {
      await json(
        await request.post(API_PATHS.waitlist.providers.replace('{id}', childId), {
          headers: parent,
          data: { ticketId, providerIds: fill },
        }),
      );
      joined.push(...fill);
    }
    const next = free[remaining]!;

    // One list more: the page opens the limit page.
    await page.goto('/entry/login');
    await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/home$/);
    await page.goto(`/app/waitlist/children/${childId}/childcare-providers`);
    await page.getByRole('checkbox', { name: `Choose ${next.displayName}` }).check();
    await page.getByRole('button', { name: 'Join 1 waitlist' }).click();
    await expect(page).toHaveURL(new RegExp(`/limit-page\\?childId=${childId}$`));
    // The refused join is the browser's one logged failure: the answer the page acted on.
    const others = pageErrors.splice(0).filter((message) => !/status of 409/.test(message));
    expect(others).toEqual([]);
    await expect(
      page.getByRole('heading', { level: 1, name: "You've reached this child's waitlist limit" }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '5 more waitlists for $9.99' })).toBeVisible();
    await checkPage(page, 'waitlist-limit');
    await setViewport(page, 'mobile');
    await expectAccessible(page, 'limit page at 360 px');
    await setViewport(page, 'desktop');

    // The purchase needs a saved card first. An earlier journey (payments.spec.ts) leaves the demo parent cards
    // that decline charges: they go, so the one saved here is the default.
    for (const card of cardsBefore) {
      await request.delete(`${API_PATHS.payments.deleteCreditCard}?creditCardId=${card.id}`, { headers: parent });
    }
    await page.getByRole('link', { name: 'Add 5 waitlists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add waitlist places' })).toBeVisible();
    // Read again without the cards removed behind the page's back.
    await page.reload();
    {
      await expect(page.getByRole('link', { name: 'Add a card' })).toBeVisible();
      await json(
        await request.post(API_PATHS.payments.addCreditCardInfo, {
          headers: parent,
          data: {
            cardNumber: SANDBOX_TEST_CARDS.succeeds,
            expiry: '12/34',
            cvc: '123',
            cardholderName: 'Camille Roy',
            postalCode: 'M5S 1G8',
          },
        }),
      );
      await page.reload();
    }
    await expect(page.getByText(/^Charged to your .+ ending in \d{4}\.$/)).toBeVisible();
    await setViewport(page, 'mobile');
    await expectAccessible(page, 'one-time purchase at 360 px');
    await setViewport(page, 'desktop');
    await checkPage(page, 'waitlist-one-time-purchase');
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await expect(page.getByText(/Paid \$9\.99\. Léa can now wait on up to \d+ lists\./)).toBeVisible();

    // Back to the providers: the join that was refused goes through.
    await page.getByRole('link', { name: 'Find providers' }).click();
    await page.getByRole('checkbox', { name: `Choose ${next.displayName}` }).check();
    await page.getByRole('button', { name: 'Join 1 waitlist' }).click();
    await expect(page.getByText('Joined 1 waitlist.')).toBeVisible();
    joined.push(next.id);
    const after = await json<WaitlistAllowance>(await request.get(allowanceUrl, { headers: parent }));
    expect(after.purchased).toBeGreaterThanOrEqual(5);

    // The card lists the purchase, newest first (GET users/{email}/subscriptions).
    await page.goto('/app/waitlist/waitlist-card');
    const purchases = page.getByRole('region', { name: 'Your purchases' });
    await expect(purchases.getByRole('listitem').first()).toContainText(
      /^5 more waitlists for Léa · \$9\.99 · .+ · Paid$/,
    );
    await setViewport(page, 'mobile');
    await expectAccessible(page, 'waitlist card with purchases at 360 px');
    await setViewport(page, 'desktop');
  } finally {
    for (const providerId of joined) {
      await request.delete(API_PATHS.waitlist.requests, { headers: parent, data: { providerId, ticketId } });
    }
    const cards = (await (
      await request.get(API_PATHS.payments.getCreditCards, { headers: parent })
    ).json()) as CreditCard[];
    for (const card of cards) {
      await request.delete(`${API_PATHS.payments.deleteCreditCard}?creditCardId=${card.id}`, { headers: parent });
    }
  }
});
