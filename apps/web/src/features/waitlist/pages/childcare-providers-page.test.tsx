import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type WaitlistMatchingProvider } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const CHILD = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';
const PATH = `/api/child/${CHILD}/waitlist/providers`;

const provider = (id: string, displayName: string, over: Partial<WaitlistMatchingProvider> = {}) => ({
  id,
  userId: id,
  displayName,
  providerType: 11,
  area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
  distanceKm: 1.2,
  latitude: 43.66,
  longitude: -79.4,
  dailyPriceCents: 5500,
  ageGroups: [15, 16],
  careTypes: [21],
  badges: [],
  photoUrl: null,
  favourite: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  joined: false,
  ...over,
});
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const C = '55555555-5555-4555-8555-555555555555';

describe('the matching providers page', SLOW, () => {
  it('lists matching providers with distance and types, and joins the chosen ones', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET ${PATH}`]: json(200, {
        ticketId: TICKET,
        items: [
          provider(A, 'Little Maples'),
          provider(B, 'Oak Tree', { distanceKm: 3.4 }),
          provider(C, 'Birch House', { joined: true }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
      [`POST ${PATH}`]: json(200, { items: [] }),
    });
    renderApp(`/app/waitlist/children/${CHILD}/childcare-providers`);
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Matching providers' });
    const maples = within(list).getByRole('article', { name: 'Little Maples' });
    expect(maples).toHaveTextContent('Licenced home daycare · Toronto, ON · 1.2 km away');
    expect(maples).toHaveTextContent('Weekdays 6am-6pm');
    const birch = within(list).getByRole('article', { name: 'Birch House' });
    expect(within(birch).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(birch).getByRole('checkbox', { name: 'Choose Birch House' })).toBeDisabled();

    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Little Maples' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Oak Tree' }));
    await user.click(screen.getByRole('button', { name: 'Join 2 waitlists' }));
    await waitFor(() => expect(calls('POST', PATH)).toHaveLength(1));
    expect(calls('POST', PATH)[0]!.body).toEqual({ ticketId: TICKET, providerIds: [A, B] });
  });

  it('leads to the waitlist questions when the child has no ticket yet', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...SIGNED_IN,
      [`GET ${PATH}`]: json(409, { message: 'No ticket', code: 'NO_WAITLIST_TICKET' }),
    });
    renderApp(`/app/waitlist/children/${CHILD}/childcare-providers`);
    expect(await screen.findByRole('link', { name: 'Answer the waitlist questions' })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD}/provider-type`,
    );
  });
});
