import { describe, expect, it } from 'vitest';
import { API_PATHS, type BookingCalendar } from '@kinderly/shared';
import { bookableProvider, bookedOrder, NOW, parentWithChild } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

describe('getBookingCalendar', () => {
  it('marks each day open with the spaces left, or full, closed, a holiday, or past', async () => {
    const provider = await bookableProvider(ctx.app.db, {
      spaces: [
        { ageGroupId: 16, spaces: 1 },
        { ageGroupId: 15, spaces: 1 },
      ],
    });
    const parent = await parentWithChild(ctx.app);
    const other = await parentWithChild(ctx.app);
    await bookedOrder(ctx.app, other.headers, {
      childcareProviderId: provider.id,
      childId: other.childId,
      date: '2027-03-03',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getBookingCalendar}?providerId=${provider.id}&childId=${parent.childId}&from=2027-02-28&to=2027-03-08`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    const calendar = res.json<{ data: BookingCalendar }>().data;
    expect(calendar.days.map((d) => [d.date, d.state, d.spacesLeft])).toEqual([
      ['2027-02-28', 'past', null],
      ['2027-03-01', 'open', 1], // today, 09:00: open until 18:00
      ['2027-03-02', 'open', 1],
      ['2027-03-03', 'full', 0],
      ['2027-03-04', 'open', 1],
      ['2027-03-05', 'holiday', null],
      ['2027-03-06', 'closed', null],
      ['2027-03-07', 'closed', null],
      ['2027-03-08', 'open', 1],
    ]);
    expect(calendar.days[1]).toMatchObject({ open: '07:00', close: '18:00' });
    expect(calendar.days[5]!.holidayName).toBe('Staff training day');
    expect(calendar).toMatchObject({
      timeZone: 'America/Toronto',
      feePercent: 10,
      withApprovalRequest: true,
      cancellationOption: 'moderate',
    });
  });

  it("refuses a range over 62 days, and a stranger's child", async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const stranger = await parentWithChild(ctx.app);
    const url = (to: string) =>
      `${API_PATHS.booking.getBookingCalendar}?providerId=${provider.id}&childId=${parent.childId}&from=2027-03-01&to=${to}`;
    expect((await ctx.app.inject({ method: 'GET', url: url('2027-05-15'), headers: parent.headers })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: url('2027-03-31'), headers: stranger.headers })).statusCode,
    ).toBe(404);
  });
});

describe('createReoccurringOrders', () => {
  const recur = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.parentHistory.createReoccurringOrders, headers, payload: body });

  it('previews 4 weeks of Tuesdays and Fridays, marking the holiday, then books the rest, each on its own', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const body = {
      childcareProviderId: provider.id,
      childId: parent.childId,
      days: [
        { weekday: 2, startTime: '08:00', endTime: '17:00' },
        { weekday: 5, startTime: '08:00', endTime: '12:00' },
      ],
      startDate: '2027-03-01',
      weeks: 4,
    };
    const preview = await recur(parent.headers, body);
    expect(preview.statusCode).toBe(200);
    const dates = preview.json().data.dates as { date: string; bookable: boolean; reason: string | null }[];
    expect(dates.map((d) => [d.date, d.bookable, d.reason])).toEqual([
      ['2027-03-02', true, null],
      ['2027-03-05', false, 'holiday'],
      ['2027-03-09', true, null],
      ['2027-03-12', true, null],
      ['2027-03-16', true, null],
      ['2027-03-19', true, null],
      ['2027-03-23', true, null],
      ['2027-03-26', true, null],
    ]);
    expect(preview.json().data).toMatchObject({
      recurrenceId: null,
      orders: [],
      subtotalCents: 7 * 5500,
      feeCents: 7 * 550,
    });
    const confirmed = await recur(parent.headers, { ...body, confirm: true });
    expect(confirmed.statusCode).toBe(200);
    const data = confirmed.json().data;
    expect(data.orders).toHaveLength(7);
    expect(new Set(data.orders.map((o: { recurrenceId: string }) => o.recurrenceId))).toEqual(
      new Set([data.recurrenceId]),
    );
    expect(
      data.orders.every(
        (o: { status: string; totalCents: number }) => o.status === 'requested' && o.totalCents === 6050,
      ),
    ).toBe(true);
    // The same again: every date now clashes with the child's own bookings.
    const again = await recur(parent.headers, body);
    expect(again.json().data.dates.filter((d: { reason: string }) => d.reason === 'childBusy')).toHaveLength(7);
  });

  it('asks for weeks or an end date, not both, and at least one weekday', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const base = { childcareProviderId: provider.id, childId: parent.childId, startDate: '2027-03-01' };
    const both = await recur(parent.headers, {
      ...base,
      days: [{ weekday: 1, startTime: '08:00', endTime: '17:00' }],
      weeks: 2,
      until: '2027-04-01',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.Weeks).toBeDefined();
    const none = await recur(parent.headers, { ...base, days: [], weeks: 2 });
    expect(none.json().errors.Days).toBeDefined();
  });
});

describe('search sees bookings', () => {
  const search = (headers: Record<string, string>, query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getAllProviders}?lat=43.6625&lng=-79.4046&distanceKm=1&pageSize=50&${query}`,
      headers,
    });

  it('leaves out a provider whose spaces that day are all booked, and a paused provider', async () => {
    const provider = await bookableProvider(ctx.app.db, {
      spaces: [
        { ageGroupId: 16, spaces: 1 },
        { ageGroupId: 15, spaces: 1 },
      ],
      ageGroupIds: [15, 16],
    });
    const parent = await parentWithChild(ctx.app);
    const ids = async (query: string) =>
      (await search(parent.headers, query)).json().items.map((item: { id: string }) => item.id);
    expect(await ids('date=2027-03-03&ageGroups=15')).toContain(provider.id);
    await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    // The preschool space of the 3rd is taken: a search for that day and group leaves the provider out; the toddler
    // space and other days still find it.
    expect(await ids('date=2027-03-03&ageGroups=16')).not.toContain(provider.id);
    expect(await ids('date=2027-03-03&ageGroups=15')).toContain(provider.id);
    expect(await ids('date=2027-03-04&ageGroups=16')).toContain(provider.id);
    const { providers } = await import('@kinderly/db');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(providers).set({ acceptingBookings: false }).where(eq(providers.id, provider.id));
    expect(await ids('')).not.toContain(provider.id);
  });
});

describe("the provider's createReoccurringOrders", () => {
  it('proposes weekly days to the family of a booked child as drafts the parent then books', async () => {
    const { providerHeaders, providerCall } = await import('./booking-helpers.ts');
    const { outbox } = await import('./account-helpers.ts');
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    const body = {
      childcareProviderId: provider.id,
      childId: parent.childId,
      days: [{ weekday: 3, startTime: '08:00', endTime: '17:00' }],
      startDate: '2027-03-08',
      weeks: 3,
      confirm: true,
    };
    const propose = () =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.childcareProviderHistory.createReoccurringOrders,
        headers: providerAuth,
        payload: body,
      });
    // No approved booking of this child here yet: the provider does not know the child.
    expect((await propose()).statusCode).toBe(404);
    const first = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-02',
    });
    await providerCall(ctx.app, providerAuth, 'approveOrder', first.orderId);
    const res = await propose();
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.orders.map((o: { status: string; bookedDays: { date: string }[] }) => [o.status, o.bookedDays[0]!.date]),
    ).toEqual([
      ['draft', '2027-03-10'],
      ['draft', '2027-03-17'],
      ['draft', '2027-03-24'],
    ]);
    const drafts = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getDaycareOrders}?providerId=${provider.id}`,
      headers: parent.headers,
    });
    const ids = drafts.json().data.map((o: { orderId: string }) => o.orderId);
    expect(ids).toHaveLength(3);
    const mails = await outbox(ctx.app);
    expect(
      mails.some((m) => /proposes weekly days/.test(m.subject) && /\/booking-summary\?providerId=/.test(m.text)),
    ).toBe(true);
    const { bookOrders } = await import('./booking-helpers.ts');
    const booked = await bookOrders(ctx.app, parent.headers, ids);
    expect(booked.json().data.map((o: { status: string }) => o.status)).toEqual([
      'requested',
      'requested',
      'requested',
    ]);
    // Another provider cannot propose for this child.
    const other = await bookableProvider(ctx.app.db);
    const res2 = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.childcareProviderHistory.createReoccurringOrders,
      headers: await providerHeaders(ctx.app, other.userId),
      payload: { ...body, childcareProviderId: other.id },
    });
    expect(res2.statusCode).toBe(404);
  });
});
