import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, emptyHistory, order } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const address = { street: '45 Fermanagh Avenue', unit: null, city: 'Toronto', province: 'ON', postalCode: 'M6R 1M1' };

describe("the parent's bookings", SLOW, () => {
  it('shows status chips, the address once approved, and the refund before a cancellation is confirmed', async () => {
    // Four days before the care: the moderate terms refund half.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T13:00:00Z') });
    signInFakeUser({ role: Role.Parent });
    const approved = order({ status: 'approved', isBooked: true, address });
    const requested = order({
      status: 'requested',
      isBooked: true,
      bookedDays: [{ date: '2026-12-04', startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
    });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/parentHistory/getHistory': json(200, {
        data: { ...emptyHistory(), requested: [requested], upcoming: [approved] },
      }),
      'POST /api/booking/cancelOrder': json(200, {
        data: { order: { ...approved, status: 'cancelled' }, refundCents: 3575, refundPercent: 50 },
      }),
    });
    const { user } = renderApp('/app/booking?view=bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My bookings' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = within(upcoming).getByRole('article');
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(card).toHaveTextContent('Address: 45 Fermanagh Avenue, Toronto, ON M6R 1M1');
    const request = within(screen.getByRole('region', { name: 'Requests' })).getByRole('article');
    expect(within(request).getByText('Requested')).toBeInTheDocument();
    expect(request).toHaveTextContent('The address is shown once the day is approved.');
    expect(within(request).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Cancel day' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel day' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Wednesday, December 2, 2026?' });
    expect(plain(dialog.textContent)).toContain('By the cancellation policy you get $35.75 back (50%) and pay $35.75.');
    // Nothing is sent before the parent confirms.
    expect(calls('POST', '/api/booking/cancelOrder')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the day' }));
    await waitFor(() => expect(calls('POST', '/api/booking/cancelOrder')).toHaveLength(1));
    expect(calls('POST', '/api/booking/cancelOrder')[0]!.url.searchParams.get('orderId')).toBe(approved.orderId);
  });

  it('offers a day whose card failed to be paid on the cards page', async () => {
    signInFakeUser({ role: Role.Parent });
    const failed = order({ status: 'payment_failed', isBooked: true, paymentState: 'failed' });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/parentHistory/getHistory': json(200, { data: { ...emptyHistory(), upcoming: [failed] } }),
    });
    renderApp('/app/booking?view=bookings');
    const card = within(await screen.findByRole('region', { name: 'Upcoming' })).getByRole('article');
    expect(card).toHaveTextContent('Your card was not accepted for this day.');
    expect(within(card).getByRole('link', { name: 'Pay for this day' })).toHaveAttribute(
      'href',
      `/app/credit-cards-list?payOrder=${failed.orderId}`,
    );
  });

  it('names every status in French', async () => {
    signInFakeUser({ role: Role.Parent });
    const past = (['cancelled', 'refused', 'expired', 'picked_up', 'no_show'] as const).map((status) =>
      order({ status, isBooked: true }),
    );
    stubFetch({
      ...SIGNED_IN,
      'GET /api/parentHistory/getHistory': json(200, { data: { ...emptyHistory(), past } }),
    });
    renderApp('/app/booking?view=bookings', { language: 'fr' });
    const region = await screen.findByRole('region', { name: 'Passées' });
    for (const text of ['Annulée', 'Refusée', 'Expirée', 'Reparti', 'Absent']) {
      expect(within(region).getByText(text)).toBeInTheDocument();
    }
    expect(within(region).getAllByRole('button', { name: 'Masquer' })).toHaveLength(5);
  });
});

describe("the provider's bookings", SLOW, () => {
  it('enables check-in on the day, pick-up after check-in, no-show after the start; approves a request', async () => {
    // 9:00 in Toronto on the day of care (which starts at 8:00).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T14:00:00Z') });
    signInFakeUser({ role: Role.HomeProvider });
    const waiting = order({ status: 'approved', isBooked: true, childFirstName: 'Léa', address });
    const inCare = order({
      status: 'checked_in',
      isBooked: true,
      childFirstName: 'Sam',
      checkInAt: '2026-12-02T13:05:00.000Z',
      address,
    });
    const request = order({
      status: 'requested',
      isBooked: true,
      childFirstName: 'Mia',
      bookedDays: [{ date: '2026-12-09', startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
    });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/booking/getBookingStatus': json(200, { data: { acceptingBookings: true, withApprovalRequest: true } }),
      'GET /api/childcareProviderHistory/getHistory': json(200, {
        data: { ...emptyHistory(), requested: [request], current: [waiting, inCare] },
      }),
      'POST /api/childcareProviderHistory/approveOrder': json(200, { data: { ...request, status: 'approved' } }),
    });
    const { user } = renderApp('/app/history');

    const board = await screen.findByRole('region', { name: "Today's board" });
    expect(await screen.findByRole('switch', { name: 'Accepting new bookings' })).toBeChecked();
    expect(within(board).getByRole('button', { name: 'Check Léa in' })).toBeEnabled();
    expect(within(board).getByRole('button', { name: 'Léa picked up' })).toBeDisabled();
    expect(within(board).getByRole('button', { name: 'Léa did not come' })).toBeEnabled();
    expect(within(board).getByRole('button', { name: 'Check Sam in' })).toBeDisabled();
    expect(within(board).getByRole('button', { name: 'Sam picked up' })).toBeEnabled();
    expect(within(board).getByRole('button', { name: 'Sam did not come' })).toBeDisabled();
    expect(within(board).getByText('Checked in at 8:05 a.m.')).toBeInTheDocument();
    // The provider reads the day's price (what it is paid), not the parent's total with the fee.
    expect(within(board).getAllByText('Your price $65.00')).toHaveLength(2);
    expect(within(board).queryByText(/Total/)).not.toBeInTheDocument();
    expect(within(board).getAllByRole('link', { name: /'s record$/ })[0]).toHaveAttribute(
      'href',
      `/app/history/viewDetails/${CHILD_ID}`,
    );

    await user.click(screen.getByRole('button', { name: "Approve Mia's request" }));
    await waitFor(() => expect(calls('POST', '/api/childcareProviderHistory/approveOrder')).toHaveLength(1));
    expect(calls('POST', '/api/childcareProviderHistory/approveOrder')[0]!.url.searchParams.get('orderId')).toBe(
      request.orderId,
    );
  });

  it("says clearly when a child's record is not open to the provider", async () => {
    signInFakeUser({ role: Role.HomeProvider });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/childcareProviderHistory/getChildDetails': json(404, { statusCode: 404, message: 'Not found.' }),
    });
    renderApp(`/app/history/viewDetails/${CHILD_ID}`);
    expect(await screen.findByText(/This child's record is not available to you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute('href', '/app/history');
  });
});
