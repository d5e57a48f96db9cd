import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type ProviderWaitlistEntry, type WaitlistRequest } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const CHILD = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';
const REQUEST = '33333333-3333-4333-8333-333333333333';
// Midday UTC, so the date reads the same in any test time zone.
const DEADLINE = '2027-03-03T12:00:00.000Z';

const offered: WaitlistRequest = {
  requestId: REQUEST,
  ticketId: TICKET,
  childId: CHILD,
  childFirstName: 'Léa',
  childcareProviderId: '44444444-4444-4444-8444-444444444444',
  providerName: 'Little Maples',
  status: 'offered',
  position: 1,
  total: 3,
  joinedAt: '2027-02-01T14:00:00.000Z',
  lastChangedAt: '2027-03-01T12:00:00.000Z',
  offeredAt: '2027-03-01T12:00:00.000Z',
  offerExpiresAt: DEADLINE,
  requestedStartDate: '2099-09-06',
  weekdays: [1, 3, 5],
};
const waitingElsewhere: WaitlistRequest = {
  ...offered,
  requestId: '55555555-5555-4555-8555-555555555555',
  childcareProviderId: '66666666-6666-4666-8666-666666666666',
  providerName: 'Oak Tree',
  status: 'waiting',
  offeredAt: null,
  offerExpiresAt: null,
};
const ticket = { ticketId: TICKET, childId: CHILD, childFirstName: 'Léa', createdAt: '2027-01-20T14:00:00.000Z' };

describe('an offered place on the waitlist card', SLOW, () => {
  it('comes first with its deadline, and Accept posts the answer and shows the accepted state', async () => {
    signInFakeUser({ role: Role.Parent });
    let items = [waitingElsewhere, offered];
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': () => json(200, { items, tickets: [ticket] }),
      [`POST /api/waitlist/requests/${REQUEST}/accept`]: () => {
        items = [waitingElsewhere, { ...offered, status: 'accepted', position: null, total: null }];
        return { status: 204 };
      },
    });
    renderApp('/app/waitlist/waitlist-card');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Little Maples' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Little Maples',
      'Oak Tree',
    ]);
    expect(card).toHaveTextContent(/Place offered — answer by Wed, Mar 3, \d{1,2}:00/);
    expect(
      within(screen.getByRole('article', { name: 'Oak Tree' })).queryByRole('button', { name: /Accept/ }),
    ).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Accept the place at Little Maples' }));
    await waitFor(() => expect(calls('POST', `/api/waitlist/requests/${REQUEST}/accept`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Little Maples' })).toHaveTextContent(
        'You accepted this place: book the weekly days to send the provider your booking request.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Accept the place at Little Maples' })).toBeNull();
    // The way on: the weekly booking of that provider and child, pre-filled from the ticket.
    const book = within(screen.getByRole('article', { name: 'Little Maples' })).getByRole('link', {
      name: 'Book the weekly days at Little Maples',
    });
    expect(book).toHaveTextContent('Book the weekly days');
    const href = new URL(book.getAttribute('href')!, 'https://kinderly.test');
    expect(href.pathname).toBe('/reoccurring-booking-day');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      providerId: offered.childcareProviderId,
      childId: CHILD,
      startDate: '2099-09-06',
      weekdays: '1,3,5',
    });
    // Nothing to book on an entry still waiting.
    expect(within(screen.getByRole('article', { name: 'Oak Tree' })).queryByRole('link', { name: /Book/ })).toBeNull();
  });

  it("shows a nanny the accepted place without the parents' booking link", async () => {
    signInFakeUser({ role: Role.Nanny });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ roles: [Role.Nanny], currentRole: Role.Nanny })),
      'GET /api/waitlist/requests': json(200, {
        items: [{ ...offered, status: 'accepted', position: null, total: null }],
        tickets: [ticket],
      }),
    });
    renderApp('/app/waitlist/waitlist-card');
    const card = await screen.findByRole('article', { name: 'Little Maples' });
    expect(card).toHaveTextContent('You accepted this place');
    expect(within(card).queryByRole('link', { name: /Book the weekly days/ })).toBeNull();
  });

  it('declines only after the confirmation', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': json(200, { items: [offered], tickets: [ticket] }),
      [`POST /api/waitlist/requests/${REQUEST}/decline`]: () => ({ status: 204 }),
    });
    renderApp('/app/waitlist/waitlist-card');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline the place at Little Maples' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline the place at Little Maples?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', `/api/waitlist/requests/${REQUEST}/decline`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline the place at Little Maples' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline the place' }));
    await waitFor(() => expect(calls('POST', `/api/waitlist/requests/${REQUEST}/decline`)).toHaveLength(1));
  });

  it('reads in French', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({ ...SIGNED_IN, 'GET /api/waitlist/requests': json(200, { items: [offered], tickets: [ticket] }) });
    renderApp('/app/waitlist/waitlist-card', { language: 'fr' });
    expect(await screen.findByText(/Place offerte — répondez avant le/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accepter la place chez Little Maples' })).toBeInTheDocument();
  });
});

const entry = (n: number, name: string, over: Partial<ProviderWaitlistEntry> = {}): ProviderWaitlistEntry => ({
  requestId: `${n}${n}${n}${n}${n}${n}${n}${n}-0000-4000-8000-000000000000`,
  ticketId: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
  status: 'waiting',
  position: n,
  priority: null,
  childFirstName: name,
  ageGroupId: 16,
  parentFirstName: 'Camille',
  requestedStartDate: '2027-09-06',
  selections: { ChildcareTypes: [21], ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }] },
  joinedAt: '2027-02-01T14:00:00.000Z',
  lastChangedAt: '2027-02-01T14:00:00.000Z',
  offerExpiresAt: null,
  ...over,
});

describe("offering a place from the provider's waitlist", SLOW, () => {
  it("states the provider's answer window in the confirmation, then offers and shows the entry offered", async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const providerId = '99999999-9999-4999-8999-999999999999';
    let items = [entry(1, 'Ana'), entry(2, 'Ben')];
    const ana = items[0]!;
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/provider/waitlist': () => json(200, { providerId, items }),
      'GET /api/provider/waitlist/settings': json(200, { offerHours: 72 }),
      [`PATCH /api/provider/waitlist/${ana.requestId}`]: () => {
        items = [{ ...ana, status: 'offered', offerExpiresAt: DEADLINE }, items[1]!];
        return json(200, { providerId, items });
      },
    });
    renderApp('/app/provider/waitlist');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Offer Ana a place' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Offer Ana a place?' });
    await waitFor(() => expect(dialog).toHaveTextContent('has 72 hours to accept or decline'));
    await user.click(within(dialog).getByRole('button', { name: 'Offer the place' }));
    await waitFor(() => expect(calls('PATCH', `/api/provider/waitlist/${ana.requestId}`)).toHaveLength(1));
    expect(calls('PATCH', `/api/provider/waitlist/${ana.requestId}`)[0]!.body).toEqual({ status: 'offered' });
    const card = await screen.findByRole('article', { name: 'Ana' });
    await waitFor(() => expect(card).toHaveTextContent(/Place offered — answer by Wed, Mar 3/));
    expect(within(card).queryByRole('button', { name: 'Offer Ana a place' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Offer Ben a place' })).toBeEnabled();
  });
});

describe('the in-app notice of an offered place', SLOW, () => {
  it("shows on the family's home page with its deadline and leads to the waitlist card", async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': json(200, { items: [waitingElsewhere, offered], tickets: [ticket] }),
    });
    renderApp('/app/home');
    const notices = await screen.findByRole('region', { name: 'Places offered to your family' });
    const alerts = within(notices).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('A place is offered to Léa at Little Maples');
    expect(alerts[0]).toHaveTextContent(/Accept or decline it by Wed, Mar 3/);
    await userEvent.setup().click(within(alerts[0]!).getByRole('link', { name: 'Answer' }));
    expect(await screen.findByRole('article', { name: 'Little Maples' })).toBeInTheDocument();
  });

  it('is absent when no place is offered', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': json(200, { items: [waitingElsewhere], tickets: [ticket] }),
    });
    renderApp('/app/home');
    await waitFor(() => expect(calls('GET', '/api/waitlist/requests')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Places offered to your family' })).toBeNull();
  });
});

describe('the notice when the waitlist cannot be read', SLOW, () => {
  it('shows nothing and leaves the family on the home page (no error page)', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': json(500, { message: 'Database unavailable.' }),
    });
    const { location } = renderApp('/app/home');
    await waitFor(() => expect(calls('GET', '/api/waitlist/requests')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    // The card's own call would send the family to /error within a moment of the answer; the notice's never does.
    await expect(waitFor(() => expect(location()).not.toBe('/app/home'), { timeout: 2_000 })).rejects.toThrow();
    expect(screen.queryByRole('region', { name: 'Places offered to your family' })).toBeNull();
  });
});
