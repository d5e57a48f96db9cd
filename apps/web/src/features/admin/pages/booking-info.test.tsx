import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Role,
  type AdminBookingInfoItem,
  type AdminChildBookingInfoResponse,
  type AdminProviderBookingInfoResponse,
  type DaycareOrder,
} from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const PROVIDER_USER = '99999999-9999-4999-8999-999999999999';
const PROVIDER_ID = '13131313-1313-4313-8313-131313131313';
const CHILD = '12121212-1212-4212-8212-121212121212';
const PARENT = '14141414-1414-4414-8414-141414141414';

const order = (over: Partial<DaycareOrder> = {}): DaycareOrder => ({
  orderId: '15151515-1515-4515-8515-151515151515',
  status: 'picked_up',
  isBooked: true,
  childId: CHILD,
  childFirstName: 'Noé',
  childLastName: 'Roy',
  childcareProviderId: PROVIDER_ID,
  providerId: PROVIDER_USER,
  providerName: 'Willow House',
  parentUserId: PARENT,
  parentName: 'Lina Roy',
  address: { street: '1 Main St', unit: null, city: 'Toronto', province: 'ON', postalCode: 'M5S 1G8' },
  bookedDays: [{ date: '2027-03-02', startTime: '08:00', endTime: '17:00', priceCents: 5500 }],
  timeZone: 'America/Toronto',
  startsAt: '2027-03-02T13:00:00.000Z',
  endsAt: '2027-03-02T22:00:00.000Z',
  careTypeId: 21,
  priceUnit: 'daily',
  unitPriceCents: 5500,
  ageGroupId: 14,
  subtotalCents: 5500,
  feePercent: 10,
  feeCents: 550,
  totalCents: 6050,
  currency: 'cad',
  cancellationOption: 'moderate',
  cancellationTiers: [],
  recurrenceId: null,
  requestedAt: '2027-03-01T14:00:00.000Z',
  answerBy: '2027-03-02T13:00:00.000Z',
  approvedAt: '2027-03-01T15:00:00.000Z',
  refusedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  refundCents: null,
  checkInAt: '2027-03-02T13:10:00.000Z',
  pickUpAt: '2027-03-02T22:00:00.000Z',
  noShowAt: null,
  paymentState: 'captured',
  chargedCents: 6050,
  hidden: false,
  createdAt: '2027-03-01T13:55:00.000Z',
  ...over,
});

const cared: AdminBookingInfoItem = {
  order: order(),
  payment: {
    status: 'succeeded',
    amountCents: 6050,
    capturedCents: 6050,
    refundedCents: 0,
    currency: 'cad',
    createdAt: '2027-03-01T15:00:01.000Z',
  },
  paymentFailures: 0,
  history: [
    { from: null, to: 'draft', at: '2027-03-01T13:55:00.000Z', by: 'parent' },
    { from: 'draft', to: 'requested', at: '2027-03-01T14:00:00.000Z', by: 'parent' },
    { from: 'requested', to: 'approved', at: '2027-03-01T15:00:00.000Z', by: 'provider' },
    { from: 'approved', to: 'checked_in', at: '2027-03-02T13:10:00.000Z', by: 'provider' },
    { from: 'checked_in', to: 'picked_up', at: '2027-03-02T22:00:00.000Z', by: 'provider' },
  ],
};
const cancelled: AdminBookingInfoItem = {
  order: order({
    orderId: '16161616-1616-4616-8616-161616161616',
    status: 'cancelled',
    childFirstName: 'Bo',
    bookedDays: [{ date: '2027-03-03', startTime: '08:00', endTime: '17:00', priceCents: 5500 }],
    cancelledAt: '2027-03-01T16:00:00.000Z',
    cancelledBy: 'provider',
    refundCents: 6050,
    paymentState: 'released',
    chargedCents: 0,
  }),
  payment: null,
  paymentFailures: 0,
  history: [],
};

describe("the administrator's booking information", SLOW, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists a provider's orders with states, amounts and each one's history, and pages on the server", async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/booking-info/provider/${PROVIDER_USER}`]: (request: StubRequest) => {
        const page = Number(request.url.searchParams.get('page') ?? 1);
        const body: AdminProviderBookingInfoResponse = {
          provider: { providerId: PROVIDER_ID, userId: PROVIDER_USER, businessName: 'Willow House' },
          items: page === 1 ? [cancelled, cared] : [cared],
          total: 23,
          page,
          pageSize: 20,
        };
        return json(200, body);
      },
    });
    const { user, location } = renderApp(`/admin/booking-info-provider?userId=${PROVIDER_USER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings at Willow House' })).toBeInTheDocument();
    expect(screen.getByText('23 booked days')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bookings at Willow House' });
    const rows = within(table).getAllByRole('row');
    // The header, then each order's row and its (closed) details row.
    expect(within(rows[1]!).getByRole('link', { name: 'Bo Roy' })).toHaveAttribute(
      'href',
      `/admin/booking-info-child?childId=${CHILD}`,
    );
    expect(within(rows[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hold released')).toBeInTheDocument();
    const caredRow = rows[3]!;
    expect(within(caredRow).getByText('Picked up')).toBeInTheDocument();
    expect(within(caredRow).getByText('$60.50')).toBeInTheDocument();
    expect(within(caredRow).getByText('Captured')).toBeInTheDocument();
    expect(within(caredRow).getByRole('link', { name: 'Lina Roy' })).toHaveAttribute('href', `/admin/users/${PARENT}`);

    const details = within(caredRow).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const history = await screen.findByRole('list', { name: 'History of changes' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Saved as a draft · by the parent · /),
      expect.stringMatching(/^Saved → Requested · by the parent · /),
      expect.stringMatching(/^Requested → Approved · by the provider · /),
      expect.stringMatching(/^Approved → Checked in · by the provider · /),
      expect.stringMatching(/^Checked in → Picked up · by the provider · /),
    ]);
    expect(screen.getByText('Card payment of $60.50 (captured: $60.50, refunded: $0.00).')).toBeInTheDocument();
    expect(screen.getByText('Price $55.00 + fee $5.50 = $60.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(() =>
      expect(
        calls('GET', `/api/admin/booking-info/provider/${PROVIDER_USER}`).at(-1)!.url.searchParams.get('page'),
      ).toBe('2'),
    );
    expect(location()).toContain(`userId=${PROVIDER_USER}`);
  });

  it('first finds the provider when the address names none', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/users': json(200, {
        items: [
          {
            id: PROVIDER_USER,
            userName: 'emily',
            firstName: 'Emily',
            lastName: 'Chen',
            email: 'emily@example.com',
            roles: [Role.HomeProvider],
            currentRole: Role.HomeProvider,
            emailConfirmed: true,
            isTemporary: false,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      [`GET /api/admin/booking-info/provider/${PROVIDER_USER}`]: json(200, {
        provider: { providerId: PROVIDER_ID, userId: PROVIDER_USER, businessName: 'Willow House' },
        items: [cared],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    const { user } = renderApp('/admin/booking-info-provider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings at a provider' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Emily Chen/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings at Willow House' })).toBeInTheDocument();
    expect(screen.getByText('1 booked day')).toBeInTheDocument();
  });

  it("lists a child's orders at every provider, in French with the amounts in Canadian French", async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const body: AdminChildBookingInfoResponse = {
      child: { id: CHILD, firstName: 'Noé', lastName: 'Roy' },
      items: [cared],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    stubFetch({ ...SIGNED_IN, [`GET /api/admin/booking-info/child/${CHILD}`]: json(200, body) });
    renderApp(`/admin/booking-info-child?childId=${CHILD}`, { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservations de Noé Roy' })).toBeInTheDocument();
    expect(screen.getByText('1 journée réservée')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Réservations de Noé Roy' });
    expect(within(table).getByRole('link', { name: 'Willow House' })).toHaveAttribute(
      'href',
      `/admin/booking-info-provider?userId=${PROVIDER_USER}`,
    );
    expect(within(table).getByText(/^60,50\s\$$/)).toBeInTheDocument();
    expect(within(table).getByText('Reparti')).toBeInTheDocument();
  });

  it('shows each order as a card on a narrow screen (360 px), its details under a button', async () => {
    // Only "max-width" queries match: the screen is below `sm`.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    signInFakeUser({ role: Role.SuperAdmin });
    const body: AdminChildBookingInfoResponse = {
      child: { id: CHILD, firstName: 'Noé', lastName: 'Roy' },
      items: [cancelled, cared],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    stubFetch({ ...SIGNED_IN, [`GET /api/admin/booking-info/child/${CHILD}`]: json(200, body) });
    const { user } = renderApp(`/admin/booking-info-child?childId=${CHILD}`);
    const cards = await screen.findByRole('list', { name: 'Bookings of Noé Roy' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByText('Cancelled')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Details' }));
    expect(await within(first!).findByText('Refund set at cancellation: $60.50')).toBeInTheDocument();
    expect(within(first!).getByText('No card payment yet.')).toBeInTheDocument();
  });

  it('says so when the child is unknown, when nothing is booked, and when the list cannot be read', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/booking-info/child/${CHILD}`]: json(404, { message: 'No child has this id.' }),
      [`GET /api/admin/booking-info/provider/${PROVIDER_USER}`]: json(200, {
        provider: { providerId: PROVIDER_ID, userId: PROVIDER_USER, businessName: null },
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
      }),
      [`GET /api/admin/booking-info/provider/${PARENT}`]: json(500, { message: 'Something went wrong.' }),
    });
    const { router } = renderApp(`/admin/booking-info-child?childId=${CHILD}`);
    expect(await screen.findByText('No child has this id. The record may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Children of a provider' })).toHaveAttribute(
      'href',
      '/admin/children-admin',
    );
    await router.navigate(`/admin/booking-info-provider?userId=${PROVIDER_USER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bookings at an unnamed daycare' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing has been booked yet.')).toBeInTheDocument();
    await router.navigate(`/admin/booking-info-provider?userId=${PARENT}`);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
