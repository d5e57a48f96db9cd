import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type AdminUserDetails, type AdminUserSummary } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const USER = '99999999-9999-4999-8999-999999999999';

const summary = (over: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  id: USER,
  userName: 'lina.roy',
  firstName: 'Lina',
  lastName: 'Roy',
  email: 'lina@example.com',
  roles: [Role.Parent],
  currentRole: Role.Parent,
  emailConfirmed: false,
  isTemporary: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe("the administrator's users", SLOW, () => {
  it('searches (once the typing settles), filters by role, and pages on the server', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/users': (request: StubRequest) =>
        json(200, {
          items:
            request.url.searchParams.get('search') === 'lina'
              ? [summary()]
              : [summary(), summary({ id: '99999999-9999-4999-8999-999999999998', firstName: 'Ben' })],
          total: request.url.searchParams.get('search') === 'lina' ? 1 : 60,
          page: Number(request.url.searchParams.get('page') ?? 1),
          pageSize: 25,
        }),
    });
    const { user, location } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('60 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'lina');
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: /Lina Roy/ });
    expect(row).toHaveAttribute('href', `/admin/users/${USER}`);
    expect(within(row).getByText('E-mail not confirmed')).toBeInTheDocument();
    // Typing restarted the paging; one call per settled text, not one per key.
    const searches = calls('GET', '/api/admin/users').map((call) => call.url.searchParams.get('search'));
    expect(searches.filter((text) => text !== null)).toEqual(['lina']);
    expect(location()).toMatch(/search=lina/);
    expect(location()).not.toMatch(/page=/);

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Nanny' }));
    await waitFor(() =>
      expect(calls('GET', '/api/admin/users').at(-1)!.url.searchParams.get('role')).toBe(String(Role.Nanny)),
    );
  });

  it("shows one user's account, children, cards and activity", async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const details: AdminUserDetails = {
      ...summary({ emailConfirmed: true }),
      phoneNumber: null,
      registrationComplete: true,
      language: 'fr',
      children: [
        { id: '12121212-1212-4212-8212-121212121212', firstName: 'Noé', lastName: 'Roy', relationship: 'Parent' },
      ],
      business: null,
      cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030, isDefault: true }],
      activity: {
        signIns: [],
        bookings: 2,
        lastBookingAt: '2026-11-21T10:00:00.000Z',
        waitlistEntries: 1,
        chatRooms: 0,
      },
    };
    stubFetch({ ...SIGNED_IN, [`GET /api/admin/users/${USER}`]: json(200, { data: details }) });
    renderApp(`/admin/users/${USER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lina Roy' })).toBeInTheDocument();
    const kids = screen.getByRole('region', { name: '1 child' });
    expect(within(kids).getByText('Noé Roy')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: '1 payment card' });
    expect(within(cards).getByText(/VISA ending in 4242, expires 03\/2030/)).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Never signed in')).toBeInTheDocument();
    expect(within(activity).getByText(/^2, the last on/)).toBeInTheDocument();
  });

  it('finds a provider, then lists the children booked there or waiting, with their guardians', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/users': json(200, {
        items: [summary({ firstName: 'Emily', lastName: 'Chen', roles: [Role.HomeProvider] })],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      [`GET /api/admin/users/${USER}/children`]: json(200, {
        provider: { providerId: '13131313-1313-4313-8313-131313131313', userId: USER, businessName: 'Willow House' },
        items: [
          {
            id: '12121212-1212-4212-8212-121212121212',
            firstName: 'Noé',
            lastName: 'Roy',
            dateOfBirth: '2023-05-04',
            guardians: [
              { userId: '14141414-1414-4414-8414-141414141414', name: 'Lina Roy', email: 'lina@example.com' },
            ],
            bookings: 2,
            nextCareDate: '2027-03-02',
            waitlistStatus: 'offered',
          },
        ],
      }),
    });
    const { user } = renderApp('/admin/children-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Children of a provider' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Emily Chen/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Children of Willow House' })).toBeInTheDocument();
    expect(calls('GET', '/api/admin/users')[0]!.url.searchParams.get('role')).toBe(String(Role.HomeProvider));
    const list = screen.getByRole('list', { name: '1 child' });
    expect(within(list).getByText('Noé Roy')).toBeInTheDocument();
    expect(within(list).getByText('2 bookings')).toBeInTheDocument();
    expect(within(list).getByText('Offered a place')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: "Noé's bookings" })).toHaveAttribute(
      'href',
      '/admin/booking-info-child?childId=12121212-1212-4212-8212-121212121212',
    );
    expect(within(list).getByRole('link', { name: 'Lina Roy' })).toHaveAttribute(
      'href',
      '/admin/users/14141414-1414-4414-8414-141414141414',
    );
  });
});
