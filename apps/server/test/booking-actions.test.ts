import { describe, expect, it } from 'vitest';
import { API_PATHS, type DaycareOrder, type OrderHistory } from '@kinderly/shared';
import {
  bookableProvider,
  bookedOrder,
  NOW,
  parentWithChild,
  providerCall,
  providerHeaders,
} from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

async function setup(overrides: Parameters<typeof bookableProvider>[1] = {}) {
  clock.set(NOW);
  const provider = await bookableProvider(ctx.app.db, overrides);
  const parent = await parentWithChild(ctx.app);
  const providerAuth = await providerHeaders(ctx.app, provider.userId);
  return { provider, parent, providerAuth };
}

const data = (res: { json: () => unknown }) => (res.json() as { data: DaycareOrder }).data;

describe("the provider's answers", () => {
  it('approves a request (the parent then sees the street); another provider gets 404 and a parent 403', async () => {
    const { provider, parent, providerAuth } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    const other = await setup();
    expect((await providerCall(ctx.app, other.providerAuth, 'approveOrder', order.orderId)).statusCode).toBe(404);
    expect((await providerCall(ctx.app, parent.headers, 'approveOrder', order.orderId)).statusCode).toBe(403);
    const res = await providerCall(ctx.app, providerAuth, 'approveOrder', order.orderId);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ status: 'approved', approvedAt: new Date(NOW).toISOString() });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getDaycareOrder}?orderId=${order.orderId}`,
      headers: parent.headers,
    });
    expect(data(seen).address.street).toBe('120 Harbord Street');
    // Approved twice: the state table refuses it.
    expect((await providerCall(ctx.app, providerAuth, 'approveOrder', order.orderId)).statusCode).toBe(409);
  });

  it('approves or refuses several at once, each answered on its own', async () => {
    const { provider, parent, providerAuth } = await setup();
    const a = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    const b = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-11',
    });
    await providerCall(ctx.app, providerAuth, 'refuseOrder', b.orderId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.childcareProviderHistory.approveAllOrders,
      headers: providerAuth,
      payload: { orderIds: [a.orderId, b.orderId] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.orders.map((o: DaycareOrder) => [o.orderId, o.status])).toEqual([[a.orderId, 'approved']]);
    expect(body.failed).toEqual([{ orderId: b.orderId, message: expect.stringMatching(/refused/) }]);
  });
});

describe('the day of care', () => {
  it('checks in only on the day, picks up only after check-in', async () => {
    const { provider, parent, providerAuth } = await setup({ withApprovalRequest: false });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    const early = await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', order.orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/day of care \(2027-03-03\)/);
    expect((await providerCall(ctx.app, providerAuth, 'setPickUpTimeStamp', order.orderId)).statusCode).toBe(409);
    clock.set('2027-03-03T12:55:00Z'); // 07:55 in Toronto
    const checkedIn = await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', order.orderId);
    expect(data(checkedIn)).toMatchObject({ status: 'checked_in', checkInAt: '2027-03-03T12:55:00.000Z' });
    expect((await providerCall(ctx.app, providerAuth, 'setNoShowChild', order.orderId)).statusCode).toBe(409);
    clock.set('2027-03-03T22:05:00Z');
    const pickedUp = await providerCall(ctx.app, providerAuth, 'setPickUpTimeStamp', order.orderId);
    expect(data(pickedUp)).toMatchObject({ status: 'picked_up', pickUpAt: '2027-03-03T22:05:00.000Z' });
  });

  it('records a no-show only after the start time and without a check-in', async () => {
    const { provider, parent, providerAuth } = await setup({ withApprovalRequest: false });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    clock.set('2027-03-03T12:59:00Z');
    expect((await providerCall(ctx.app, providerAuth, 'setNoShowChild', order.orderId)).statusCode).toBe(409);
    clock.set('2027-03-03T13:30:00Z');
    expect(data(await providerCall(ctx.app, providerAuth, 'setNoShowChild', order.orderId)).status).toBe('no_show');
    expect((await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', order.orderId)).statusCode).toBe(409);
  });

  it('reads the day in the provider time zone across a daylight-saving change', async () => {
    // Toronto moves to UTC-4 on Sunday 14 March 2027: 08:00 is 13:00 UTC on Friday 12, 12:00 UTC on Monday 15.
    const { provider, parent, providerAuth } = await setup({ withApprovalRequest: false });
    const friday = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-12',
    });
    const monday = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-15',
    });
    expect([friday.startsAt, friday.endsAt]).toEqual(['2027-03-12T13:00:00.000Z', '2027-03-12T22:00:00.000Z']);
    expect([monday.startsAt, monday.endsAt]).toEqual(['2027-03-15T12:00:00.000Z', '2027-03-15T21:00:00.000Z']);
    // 23:30 UTC on Sunday 14 is 19:30 in Toronto, still Sunday: too early to check in Monday's child.
    clock.set('2027-03-15T03:30:00Z');
    expect((await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', monday.orderId)).statusCode).toBe(409);
    clock.set('2027-03-15T04:30:00Z'); // 00:30 on Monday in Toronto
    expect((await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', monday.orderId)).statusCode).toBe(200);
    // A no-show on Monday counts from 08:00 EDT = 12:00 UTC, not 13:00.
    expect((await providerCall(ctx.app, providerAuth, 'setNoShowChild', friday.orderId)).statusCode).toBe(200);
  });
});

describe('cancelOrder', () => {
  const cancel = (headers: Record<string, string>, orderId: string) =>
    ctx.app.inject({ method: 'POST', url: `${API_PATHS.booking.cancelOrder}?orderId=${orderId}`, headers });

  it.each([
    ['8 days ahead under moderate: all back', '2027-03-09', 100, 6050],
    ['3 days ahead under moderate: half back', '2027-03-04', 50, 3025],
    ['1 day ahead under moderate: nothing back', '2027-03-02', 0, 0],
  ])('%s', async (_name, date, percent, refund) => {
    const { provider, parent } = await setup({ withApprovalRequest: false });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date,
    });
    const res = await cancel(parent.headers, order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      refundCents: refund,
      refundPercent: percent,
      order: { status: 'cancelled', cancelledBy: 'parent', refundCents: refund },
    });
  });

  it('refunds everything when the provider cancels, and frees the space', async () => {
    const { provider, parent, providerAuth } = await setup({ withApprovalRequest: false });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-02',
    });
    const res = await cancel(providerAuth, order.orderId);
    expect(res.json().data).toMatchObject({
      refundCents: 6050,
      refundPercent: 100,
      order: { cancelledBy: 'provider' },
    });
    expect((await cancel(parent.headers, order.orderId)).statusCode).toBe(409);
    const stranger = await parentWithChild(ctx.app);
    expect((await cancel(stranger.headers, order.orderId)).statusCode).toBe(404);
  });
});

describe('histories and hidden cards', () => {
  it('groups each side into requests, today, upcoming and past; hiding is per side and clears', async () => {
    const { provider, parent, providerAuth } = await setup();
    const request = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    const soon = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-02',
    });
    await providerCall(ctx.app, providerAuth, 'approveOrder', soon.orderId);
    const refused = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-11',
    });
    await providerCall(ctx.app, providerAuth, 'refuseOrder', refused.orderId);
    const history = async (path: string, headers: Record<string, string>, query = '') =>
      (await ctx.app.inject({ method: 'GET', url: `${path}${query}`, headers })).json<{ data: OrderHistory }>().data;
    const ids = (list: DaycareOrder[]) => list.map((o) => o.orderId);
    const mine = await history(API_PATHS.parentHistory.getHistory, parent.headers);
    expect(ids(mine.requested)).toEqual([request.orderId]);
    expect(ids(mine.upcoming)).toEqual([soon.orderId]);
    expect(ids(mine.past)).toEqual([refused.orderId]);
    clock.set('2027-03-02T15:00:00Z');
    expect(ids((await history(API_PATHS.parentHistory.getHistory, parent.headers)).current)).toEqual([soon.orderId]);
    const hide = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.parentHistory.setOrderHideCard}?orderId=${refused.orderId}`,
      headers: parent.headers,
    });
    expect(hide.json()).toMatchObject({ data: { hidden: true } });
    expect((await history(API_PATHS.parentHistory.getHistory, parent.headers)).past).toEqual([]);
    expect(
      ids((await history(API_PATHS.parentHistory.getHistory, parent.headers, '?includeHidden=true')).past),
    ).toEqual([refused.orderId]);
    // The provider still sees it.
    expect(ids((await history(API_PATHS.childcareProviderHistory.getHistory, providerAuth)).past)).toEqual([
      refused.orderId,
    ]);
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.parentHistory.clearOrdersHideCardForParent,
      headers: parent.headers,
    });
    expect(cleared.json().data.cleared).toBe(1);
    const stranger = await parentWithChild(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${API_PATHS.parentHistory.setOrderHideCard}?orderId=${refused.orderId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the parent withdraw requests the provider has not answered', async () => {
    const { provider, parent } = await setup();
    const request = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.parentHistory.refuseAllOrders,
      headers: parent.headers,
      payload: { orderIds: [request.orderId] },
    });
    expect(res.json().data.orders[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'parent', refundCents: 6050 });
  });
});

describe('booking status and the child record for the provider', () => {
  it('pauses and reopens bookings; a paused provider takes no new booking', async () => {
    const { provider, parent, providerAuth } = await setup();
    const pause = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.booking.updateBookingStatus,
      headers: providerAuth,
      payload: { acceptingBookings: false },
    });
    expect(pause.json().data).toEqual({ acceptingBookings: false, withApprovalRequest: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.booking.saveDaycareOrder,
      headers: parent.headers,
      payload: {
        childcareProviderId: provider.id,
        childId: parent.childId,
        bookedDays: [{ date: '2027-03-10', startTime: '08:00', endTime: '17:00' }],
      },
    });
    expect(res.statusCode).toBe(409);
    const read = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.booking.getBookingStatus,
      headers: providerAuth,
    });
    expect(read.json().data.acceptingBookings).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API_PATHS.booking.getBookingStatus, headers: parent.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('shows the child record to the provider only once a booking is approved', async () => {
    const { provider, parent, providerAuth } = await setup();
    const details = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.childcareProviderHistory.getChildDetails}?childId=${parent.childId}`,
        headers,
      });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    expect((await details(providerAuth)).statusCode).toBe(404);
    await providerCall(ctx.app, providerAuth, 'approveOrder', order.orderId);
    const res = await details(providerAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json().child.firstName).toBe('Léa');
    const other = await setup();
    expect((await details(other.providerAuth)).statusCode).toBe(404);
  });
});
