import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { calendar, CHILD_ID, child, order, OTHER_CHILD_ID, PROVIDER_ID, providerProfile } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const BASE = {
  'GET /api/account/getUser': json(200, fakeUser()),
  [`GET /api/providers/${PROVIDER_ID}`]: json(200, { data: providerProfile() }),
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('choosing the child and the kind of booking', SLOW, () => {
  it('offers only enrolled children and explains the others with the way to finish', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...BASE,
      'GET /api/enrollment/getChildren': json(200, [
        child(),
        child({ id: OTHER_CHILD_ID, firstName: 'Noah', enrollmentStepsCompleted: 7, isEnrolled: false }),
      ]),
    });
    const { user, location } = renderApp(`/choose-booking-type?providerId=${PROVIDER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Book care' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Léa Roy' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Noah/ })).not.toBeInTheDocument();
    const unfinished = screen.getByRole('list', { name: 'Children still being enrolled' });
    expect(
      within(unfinished).getByRole('link', { name: "Finish Noah's enrolment (7 of 15 steps done)" }),
    ).toHaveAttribute('href', `/app/enroll?childId=${OTHER_CHILD_ID}`);
    await user.click(screen.getByRole('radio', { name: /Recurring/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(location()).toBe(`/reoccurring-booking-day?providerId=${PROVIDER_ID}&childId=${CHILD_ID}`),
    );
  });
});

describe('the one-time booking calendar', SLOW, () => {
  it('disables full, closed and holiday days with the reason, and saves each chosen day as a draft', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
    signInFakeUser({ role: Role.Parent });
    const day = (date: string, state: 'open' | 'full' | 'closed' | 'holiday', spacesLeft: number | null = null) => ({
      date,
      state,
      open: state === 'closed' ? null : '07:30',
      close: state === 'closed' ? null : '17:30',
      spacesLeft,
      holidayName: state === 'holiday' ? 'Christmas Day' : null,
    });
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/booking/getDaycareOrders': json(200, { data: [] }),
      'GET /api/booking/getBookingCalendar': json(200, {
        data: calendar([
          day('2026-11-26', 'open', 3),
          day('2026-11-27', 'open', 0),
          day('2026-11-28', 'closed'),
          day('2026-11-30', 'full'),
        ]),
      }),
      'POST /api/booking/saveDaycareOrder': json(201, { data: order() }),
    });
    const { user, location } = renderApp(`/booking-time?providerId=${PROVIDER_ID}&childId=${CHILD_ID}`);

    const open = await screen.findByRole('button', { name: 'Thursday, November 26, 2026: 3 spaces left' });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    // An open day without a space is full; closed days say so.
    expect(screen.getByRole('button', { name: 'Friday, November 27, 2026: full' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saturday, November 28, 2026: closed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, November 30, 2026: full' })).toBeDisabled();
    const asked = calls('GET', '/api/booking/getBookingCalendar')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      providerId: PROVIDER_ID,
      childId: CHILD_ID,
      from: '2026-11-01',
      to: '2026-11-30',
    });

    await user.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'true');
    const start = screen.getByLabelText('Start time on Thursday, November 26, 2026');
    expect(start).toHaveValue('07:30');
    // Before opening time: refused on the page, nothing sent.
    await user.clear(start);
    await user.type(start, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(await screen.findByText(/The provider opens at 7:30/)).toBeInTheDocument();
    expect(calls('POST', '/api/booking/saveDaycareOrder')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    await waitFor(() => expect(location()).toBe(`/booking-summary?providerId=${PROVIDER_ID}&childId=${CHILD_ID}`));
    expect(calls('POST', '/api/booking/saveDaycareOrder')[0]!.body).toEqual({
      childcareProviderId: PROVIDER_ID,
      childId: CHILD_ID,
      bookedDays: [{ date: '2026-11-26', startTime: '08:00', endTime: '17:30' }],
    });
  });
});

describe('a provider that paused its bookings', SLOW, () => {
  it('says so on the calendar instead of leaving the page', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...BASE,
      'GET /api/booking/getDaycareOrders': json(200, { data: [] }),
      'GET /api/booking/getBookingCalendar': json(409, {
        statusCode: 409,
        message: 'Roncy Little Sprouts is not taking bookings at the moment.',
        code: 'NOT_ACCEPTING_BOOKINGS',
      }),
    });
    const { location } = renderApp(`/booking-time?providerId=${PROVIDER_ID}&childId=${CHILD_ID}`);
    expect(await screen.findByText(/Roncy Little Sprouts is not taking bookings at the moment\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find childcare' })).toHaveAttribute('href', '/app/booking');
    expect(location()).toBe(`/booking-time?providerId=${PROVIDER_ID}&childId=${CHILD_ID}`);
  });
});

describe('the booking summary', SLOW, () => {
  it('shows each day with its price, the fee and the total, and a full day named by the 409 on that day', async () => {
    signInFakeUser({ role: Role.Parent });
    const first = order({
      bookedDays: [{ date: '2026-12-02', startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
    });
    const second = order({
      bookedDays: [{ date: '2026-12-03', startTime: '08:00', endTime: '12:00', priceCents: 3250 }],
      subtotalCents: 3250,
      feeCents: 325,
      totalCents: 3575,
    });
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/booking/getDaycareOrders': json(200, { data: [first, second] }),
      'GET /api/payments/getCreditCards': json(200, [
        {
          id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
          brand: 'visa',
          last4: '4242',
          expMonth: 4,
          expYear: 2030,
          isDefault: true,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      ]),
      'POST /api/booking/bookDaycareOrders': json(409, {
        statusCode: 409,
        message: '2026-12-03 is full: no space is left for this age group.',
        code: 'DAY_FULL',
        errors: { 'OrderIds[1]': ['2026-12-03 is full: no space is left for this age group.'] },
      }),
    });
    const { user } = renderApp(`/booking-summary?providerId=${PROVIDER_ID}`);

    const days = await screen.findByRole('region', { name: 'Days for Léa Roy' });
    const items = within(days).getAllByRole('listitem');
    expect(plain(items[0]!.textContent)).toContain('Wednesday, December 2, 2026');
    expect(plain(items[0]!.textContent)).toContain('$65.00');
    expect(plain(items[1]!.textContent)).toContain('$32.50');
    const totals = screen.getByRole('region', { name: '2 days' });
    expect(plain(totals.textContent)).toContain('Care$97.50');
    expect(plain(totals.textContent)).toContain('Service fee (10%)$9.75');
    expect(plain(totals.textContent)).toContain('Total$107.25');
    expect(await within(totals).findByText('Visa ending in 4242')).toBeInTheDocument();
    // The cancellation terms in words.
    expect(screen.getByRole('region', { name: 'Cancellation policy' })).toHaveTextContent('Moderate');

    await user.click(screen.getByRole('button', { name: /^Confirm and book/ }));
    expect(calls('POST', '/api/booking/bookDaycareOrders')[0]!.body).toEqual({
      orderIds: [first.orderId, second.orderId],
    });
    const alert = await within(items[1]!).findByRole('alert');
    expect(alert).toHaveTextContent('Thursday, December 3, 2026 cannot be booked: 2026-12-03 is full');
    expect(within(items[0]!).queryByRole('alert')).not.toBeInTheDocument();
  });
});
