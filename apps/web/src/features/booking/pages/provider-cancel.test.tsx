import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type DaycareOrder } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { emptyHistory, order } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const BASE = {
  'GET /api/account/getUser': json(200, fakeUser()),
  'GET /api/booking/getBookingStatus': json(200, { data: { acceptingBookings: true, withApprovalRequest: true } }),
};

/** A day of Léa approved for a week on Wednesday, and a request the provider refuses rather than cancels. */
function board() {
  const approved = order({ status: 'approved', isBooked: true, paymentState: 'none' });
  const request = order({
    status: 'requested',
    isBooked: true,
    childFirstName: 'Mia',
    bookedDays: [{ date: '2026-12-09', startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
  });
  return { approved, request };
}

describe('the provider cancels a booked day', SLOW, () => {
  it('says the parent is refunded in full before anything is sent, then the card moves to the past', async () => {
    // Two hours before the care: the parent cancelling would get nothing back, the provider cancelling refunds all.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T11:00:00Z') });
    signInFakeUser({ role: Role.HomeProvider });
    const { approved, request } = board();
    let history = { ...emptyHistory(), requested: [request], upcoming: [approved] };
    const cancelled: DaycareOrder = {
      ...approved,
      status: 'cancelled',
      cancelledBy: 'provider',
      refundCents: approved.totalCents,
    };
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': () => json(200, { data: history }),
      'POST /api/booking/cancelOrder': () => {
        history = { ...emptyHistory(), requested: [request], past: [cancelled] };
        return json(200, { data: { order: cancelled, refundCents: 7150, refundPercent: 100 } });
      },
    });
    const { user } = renderApp('/app/history');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const requests = screen.getByRole('region', { name: 'Requests' });
    // A request is refused, not cancelled (the state table's provider transitions).
    expect(within(requests).queryByRole('button', { name: /^Cancel this day/ })).not.toBeInTheDocument();
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel this day for Léa' }));

    const dialog = await screen.findByRole('alertdialog', { name: "Cancel Léa's day on Wednesday, December 2, 2026?" });
    expect(plain(dialog.textContent)).toContain(
      'The care from 8:00 a.m. to 4:00 p.m. is cancelled and Marie Roy is told. Because you cancel, the parent is refunded in full: $71.50 (100%).',
    );
    expect(calls('POST', '/api/booking/cancelOrder')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the day' }));

    expect(
      await screen.findByText("Léa's day on Wednesday, December 2, 2026 is cancelled. The parent is refunded $71.50."),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/booking/cancelOrder')[0]!.url.searchParams.get('orderId')).toBe(approved.orderId);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const past = within(screen.getByRole('region', { name: 'Past' })).getByRole('article');
    expect(within(past).getByText('Cancelled')).toBeInTheDocument();
    expect(past).toHaveTextContent('Refunded $71.50');
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).queryByRole('article')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses (the day changed meanwhile)', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const { approved } = board();
    stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': json(200, { data: { ...emptyHistory(), upcoming: [approved] } }),
      'POST /api/booking/cancelOrder': json(409, {
        statusCode: 409,
        message: 'This booking is checked in: it cannot become cancelled.',
        code: 'ILLEGAL_TRANSITION',
      }),
    });
    const { user } = renderApp('/app/history');

    await user.click(await screen.findByRole('button', { name: 'Cancel this day for Léa' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the day' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking is checked in: it cannot become cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the day' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks in French', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const { approved } = board();
    stubFetch({
      ...BASE,
      'GET /api/childcareProviderHistory/getHistory': json(200, {
        data: { ...emptyHistory(), upcoming: [{ ...approved, status: 'payment_failed' }] },
      }),
    });
    const { user } = renderApp('/app/history', { language: 'fr' });

    await user.click(await screen.findByRole('button', { name: 'Annuler cette journée pour Léa' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annuler la journée de Léa du mercredi 2 décembre 2026 ?',
    });
    expect(plain(dialog.textContent)).toContain('le parent est remboursé en totalité : 71,50 $ (100 %)');
    expect(within(dialog).getByRole('button', { name: 'Garder la journée' })).toBeInTheDocument();
  });
});
