import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type WaitlistAllowance } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const CHILD = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';
const PROVIDER = '33333333-3333-4333-8333-333333333333';
const ALLOWANCE = '/api/waitlist/allowance';

const allowance = (over: Partial<WaitlistAllowance> = {}): WaitlistAllowance => ({
  childId: CHILD,
  childFirstName: 'Léa',
  free: 3,
  purchased: 0,
  limit: 3,
  used: 3,
  remaining: 0,
  pack: { entries: 5, amountCents: 999, currency: 'cad' },
  defaultCard: { brand: 'visa', last4: '4242' },
  ...over,
});

describe('the free limit and the one-time purchase', SLOW, () => {
  it('says where the child stands and leads to the purchase', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({ ...SIGNED_IN, [`GET ${ALLOWANCE}`]: json(200, allowance()) });
    renderApp(`/limit-page?childId=${CHILD}`);
    expect(await screen.findByRole('heading', { level: 1, name: "You've reached this child's waitlist limit" }));
    expect(screen.getByText('Léa is on 3 of 3 waitlists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5 more waitlists for $9.99' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add 5 waitlists' })).toHaveAttribute(
      'href',
      `/one-time-purchase?childId=${CHILD}`,
    );
  });

  it('pays with the default card and says how many lists the child may now wait on', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET ${ALLOWANCE}`]: json(200, allowance()),
      'POST /api/checkout': json(201, {
        purchase: {
          purchaseId: TICKET,
          childId: CHILD,
          entries: 5,
          amountCents: 999,
          currency: 'cad',
          status: 'paid',
          createdAt: '2026-11-26T00:00:00.000Z',
        },
        allowance: allowance({ purchased: 5, limit: 8, remaining: 5 }),
      }),
    });
    renderApp(`/one-time-purchase?childId=${CHILD}`);
    expect(await screen.findByText('Charged to your Visa ending in 4242.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() => expect(calls('POST', '/api/checkout')).toHaveLength(1));
    expect(calls('POST', '/api/checkout')[0]!.body).toEqual({ childId: CHILD });
    const done = await screen.findByText('Paid $9.99. Léa can now wait on up to 8 lists.');
    expect(within(done.closest('[role="alert"]')!).getByRole('link', { name: 'Find providers' })).toHaveAttribute(
      'href',
      `/app/waitlist/children/${CHILD}/childcare-providers`,
    );
  });

  it("shows the card's refusal on the page, and asks for a card when none is saved", async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...SIGNED_IN,
      [`GET ${ALLOWANCE}`]: json(200, allowance()),
      'POST /api/checkout': json(400, {
        message: 'Your card was declined.',
        code: 'VALIDATION',
        errors: { CardNumber: ['Your card was declined.'] },
      }),
    });
    const { unmount } = renderApp(`/one-time-purchase?childId=${CHILD}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $9.99' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    unmount();

    stubFetch({ ...SIGNED_IN, [`GET ${ALLOWANCE}`]: json(200, allowance({ defaultCard: null })) });
    renderApp(`/one-time-purchase?childId=${CHILD}`);
    expect(await screen.findByText('Save a card first: the purchase is charged to your default card.'));
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/app/payment-info');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('opens the limit page when joining would pass the limit', async () => {
    signInFakeUser({ role: Role.Parent });
    const path = `/api/child/${CHILD}/waitlist/providers`;
    stubFetch({
      ...SIGNED_IN,
      [`GET ${path}`]: json(200, {
        ticketId: TICKET,
        items: [
          {
            id: PROVIDER,
            userId: PROVIDER,
            displayName: 'Little Maples',
            providerType: 11,
            area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
            distanceKm: 1.2,
            latitude: 43.66,
            longitude: -79.4,
            dailyPriceCents: 5500,
            ageGroups: [15],
            careTypes: [21],
            badges: [],
            photoUrl: null,
            favourite: false,
            createdAt: '2026-01-01T00:00:00.000Z',
            joined: false,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      [`POST ${path}`]: json(409, {
        message: 'Léa can wait on 3 lists.',
        code: 'WAITLIST_LIMIT_REACHED',
        limit: 3,
        used: 3,
      }),
      [`GET ${ALLOWANCE}`]: json(200, allowance()),
    });
    renderApp(`/app/waitlist/children/${CHILD}/childcare-providers`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Little Maples' }));
    await user.click(screen.getByRole('button', { name: 'Join 1 waitlist' }));
    expect(await screen.findByText('Léa is on 3 of 3 waitlists.')).toBeInTheDocument();
  });
});
