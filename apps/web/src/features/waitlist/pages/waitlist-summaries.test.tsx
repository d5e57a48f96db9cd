import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type Subscription, type WaitlistSelections } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, TICKET_ID, waitlistApi } from '../test/fixtures.ts';

// Session 9's summaries (ADR 023): "Your filters" on the matching providers page (POST waitlist filters) and
// "Your purchases" on the waitlist card (GET users/{email}/subscriptions).

const SLOW = { timeout: 30_000 };
const PROVIDERS = `/api/child/${CHILD_ID}/waitlist/providers`;
const TICKET = `/api/child/${CHILD_ID}/waitlist/${TICKET_ID}`;
const SUBSCRIPTIONS = '/api/users/camille%40example.com/subscriptions';
const answers: WaitlistSelections = {
  Distance: 12,
  RequestedStartDate: '05-01-2027',
  ProviderTypes: [12],
  ChildcareTypes: [21],
  SchoolPlans: [2],
  ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
  PaymentOptions: [1],
};
const ticketOf = (selections: WaitlistSelections) => ({
  waitlistTicketId: TICKET_ID,
  childId: CHILD_ID,
  selections,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
});
const tile = (id: number, code: string, name: string, selected: boolean) => ({
  id,
  code,
  name,
  description: null,
  icon: null,
  selected,
  matchingProviders: selected ? 7 : 2,
});
const chosenFilters = {
  providerTypes: [
    { ...tile(11, 'licenced', 'Licenced', false), defaultOn: true, disabled: false },
    { ...tile(12, 'unlicenced', 'Unlicenced', true), defaultOn: true, disabled: false },
  ],
  childcareTypes: [tile(21, 'weekdays', 'Weekdays 6am-6pm', true), tile(22, 'evening', 'Evening 6pm-12am', false)],
  schoolPlans: [tile(1, 'play_based', 'Play-based', false), tile(2, 'montessori', 'Montessori', true)],
  paymentOptions: [
    {
      ...tile(1, 'daily_under_40', 'Under $40 a day', true),
      paymentType: 'Daily',
      displayType: 'LessThan',
      value: 4000,
      maxValue: null,
      customMessage: null,
    },
  ],
  matchingProviders: 7,
};
const noProviders = json(200, { ticketId: TICKET_ID, items: [], total: 0, page: 1, pageSize: 20 });

describe('"Your filters" on the matching providers page', SLOW, () => {
  it("sends the ticket's answers to POST filters and shows what they chose and how many providers match", async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch(
      waitlistApi({
        [`GET ${PROVIDERS}`]: noProviders,
        [`GET ${TICKET}`]: json(200, ticketOf(answers)),
        'POST /api/waitlist/filters': json(200, chosenFilters),
      }),
    );
    renderApp(`/app/waitlist/children/${CHILD_ID}/childcare-providers`);
    const summary = await screen.findByRole('region', { name: 'Your filters' });
    expect(summary).toHaveTextContent('Provider types: Unlicenced');
    expect(summary).toHaveTextContent('Childcare types: Weekdays 6am-6pm');
    expect(summary).toHaveTextContent('Preferred curriculum: Montessori');
    expect(summary).toHaveTextContent('Daily payment options: Under $40 a day');
    expect(summary).toHaveTextContent('7 providers match these filters');
    expect(within(summary).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD_ID}/provider-type?waitingListTicketId=${TICKET_ID}`,
    );
    expect(calls('POST', '/api/waitlist/filters')[0]?.body).toEqual({ ...answers, childId: CHILD_ID });
  });

  it('makes no call and shows no summary while the answers are incomplete (SPEC section 4)', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch(
      waitlistApi({
        [`GET ${PROVIDERS}`]: noProviders,
        [`GET ${TICKET}`]: json(200, ticketOf({ ...answers, SchoolPlans: undefined })),
        'POST /api/waitlist/filters': json(200, chosenFilters),
      }),
    );
    renderApp(`/app/waitlist/children/${CHILD_ID}/childcare-providers`);
    expect(await screen.findByText('No provider matches yet')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', TICKET)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('POST', '/api/waitlist/filters')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your filters' })).not.toBeInTheDocument();
  });
});

const purchase = (over: Partial<Subscription>): Subscription => ({
  purchaseId: '77777777-7777-4777-8777-777777777777',
  childId: CHILD_ID,
  childFirstName: 'Léa',
  entries: 5,
  amountCents: 999,
  currency: 'cad',
  status: 'paid',
  createdAt: '2027-02-03T15:00:00.000Z',
  ...over,
});
const emptyCard = { 'GET /api/waitlist/requests': json(200, { items: [], tickets: [] }) };

describe('"Your purchases" on the waitlist card', SLOW, () => {
  it("lists the user's purchases, newest first as the server sends them, in English and French", async () => {
    signInFakeUser({ role: Role.Parent });
    const answer = json(200, {
      items: [
        purchase({}),
        purchase({ purchaseId: '88888888-8888-4888-8888-888888888888', entries: 1, status: 'failed' }),
      ],
    });
    stubFetch(waitlistApi({ ...emptyCard, [`GET ${SUBSCRIPTIONS}`]: answer }));
    const { unmount } = renderApp('/app/waitlist/waitlist-card');
    const section = await screen.findByRole('region', { name: 'Your purchases' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('5 more waitlists for Léa · $9.99 · Feb 3, 2027 · Paid');
    expect(items[1]).toHaveTextContent('1 more waitlist for Léa · $9.99 · Feb 3, 2027 · Failed');
    unmount();

    renderApp('/app/waitlist/waitlist-card', { language: 'fr' });
    const french = await screen.findByRole('region', { name: 'Vos achats' });
    expect(within(french).getAllByRole('listitem')[0]).toHaveTextContent(
      /^5 listes d’attente de plus pour Léa · 9,99\s\$ · .+ · Payé$/,
    );
  });

  it('shows no section without purchases, and makes no call when the user has no e-mail', async () => {
    signInFakeUser({ role: Role.Parent });
    const first = stubFetch(waitlistApi({ ...emptyCard, [`GET ${SUBSCRIPTIONS}`]: json(200, { items: [] }) }));
    const { unmount } = renderApp('/app/waitlist/waitlist-card');
    await waitFor(() => expect(first.calls('GET', SUBSCRIPTIONS)).toHaveLength(1));
    expect(await screen.findByText('No waitlist yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your purchases' })).not.toBeInTheDocument();
    unmount();

    signInFakeUser({ role: Role.Parent, email: '' });
    const second = stubFetch(waitlistApi(emptyCard));
    renderApp('/app/waitlist/waitlist-card');
    expect(await screen.findByText('No waitlist yet')).toBeInTheDocument();
    expect(second.requests.filter((request) => request.path.includes('/subscriptions'))).toEqual([]);
  });
});
