import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type RecurrenceRequest } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, emptyHistory, order, OTHER_CHILD_ID, PROVIDER_ID } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const PROPOSE = '/api/childcareProviderHistory/createReoccurringOrders';
const BASE = {
  'GET /api/account/getUser': json(200, fakeUser()),
  'GET /api/booking/getBookingStatus': json(200, { data: { acceptingBookings: true, withApprovalRequest: true } }),
};
const date = (day: string, bookable: boolean, reason: string | null = null) => ({
  date: day,
  startTime: '08:00',
  endTime: '16:00',
  priceCents: 6500,
  bookable,
  reason,
  message: reason && 'The child already has care booked at that time.',
});

describe('the provider proposes weekly days', SLOW, () => {
  it('is offered on a booked card, previews every date with the reason, and proposes the rest', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    // Léa was cared for here (picked up); a hidden card still counts, so the history is read with hidden cards.
    const done = order({ status: 'picked_up', isBooked: true, hidden: true });
    const upcoming = order({ status: 'approved', isBooked: true, bookedDays: done.bookedDays });
    const drafts = [order({ bookedDays: [{ ...done.bookedDays[0]!, date: '2026-12-14' }], recurrenceId: PROVIDER_ID })];
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': (request) =>
        json(200, {
          data: {
            ...emptyHistory(),
            upcoming: [upcoming],
            past: request.url.searchParams.get('includeHidden') === 'true' ? [done] : [],
          },
        }),
      [`POST ${PROPOSE}`]: (request: StubRequest) => {
        const body = request.body as RecurrenceRequest;
        const dates = [date('2026-12-07', false, 'childBusy'), date('2026-12-14', true)];
        return json(200, {
          data: {
            recurrenceId: body.confirm ? PROVIDER_ID : null,
            dates,
            subtotalCents: 6500,
            feeCents: 650,
            totalCents: 7150,
            orders: body.confirm ? drafts : [],
          },
        });
      },
    });
    const { user, location } = renderApp('/app/history');

    const card = within(await screen.findByRole('region', { name: 'Upcoming' })).getByRole('article');
    await user.click(within(card).getByRole('link', { name: 'Propose weekly days for Léa' }));
    await waitFor(() => expect(location()).toBe(`/app/history/propose/${CHILD_ID}`));

    expect(await screen.findByRole('heading', { level: 1, name: 'Propose weekly days for Léa Roy' })).toBeVisible();
    expect(screen.getByText(/saved for Marie Roy to review and book: nothing is booked or charged/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See the dates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one day of the week.');
    expect(calls('POST', PROPOSE)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    const weeks = screen.getByRole('spinbutton', { name: 'Number of weeks (1 to 52)' });
    await user.clear(weeks);
    await user.type(weeks, '2');
    await user.click(screen.getByRole('button', { name: 'See the dates' }));

    const dates = await screen.findByRole('list', { name: 'Dates' });
    expect(calls('POST', PROPOSE)[0]!.body).toEqual({
      childcareProviderId: PROVIDER_ID,
      childId: CHILD_ID,
      days: [{ weekday: 1, startTime: '08:00', endTime: '16:00' }],
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) as string,
      weeks: 2,
      confirm: false,
    });
    const items = within(dates).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Monday, December 7, 2026');
    expect(items[0]).toHaveTextContent('The child is booked elsewhere');
    expect(items[1]).toHaveTextContent('$65.00');
    expect(screen.getByRole('heading', { name: '1 of 2 dates can be booked' })).toBeVisible();
    expect(screen.getByText('What Marie Roy pays for these dates, with the service fee:')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Propose 1 day to Marie Roy' }));
    expect(await screen.findByRole('heading', { name: '1 day proposed to Marie Roy' })).toBeVisible();
    expect(calls('POST', PROPOSE)[1]!.body).toMatchObject({ weeks: 2, confirm: true });
    const proposed = screen.getByRole('list', { name: 'Proposed days' });
    expect(within(proposed).getByRole('listitem')).toHaveTextContent('Monday, December 14, 2026');
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute('href', '/app/history');
  });

  it('explains that only a child with an approved booking here can be offered weekly days', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const refused = order({ status: 'refused', isBooked: true, childId: OTHER_CHILD_ID });
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': json(200, { data: { ...emptyHistory(), past: [refused] } }),
    });
    renderApp(`/app/history/propose/${OTHER_CHILD_ID}`);

    expect(
      await screen.findByText('You can propose weekly days only for a child with an approved booking with you.'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Monday' })).not.toBeInTheDocument();
    expect(calls('POST', PROPOSE)).toHaveLength(0);
  });

  it('reads in French', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': json(200, {
        data: { ...emptyHistory(), upcoming: [order({ status: 'approved', isBooked: true })] },
      }),
    });
    renderApp(`/app/history/propose/${CHILD_ID}`, { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposer des jours chaque semaine pour Léa Roy' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'lundi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir les dates' })).toBeInTheDocument();
  });
});
