import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChild, createParent, createProvider, daycareOrders, providers } from '@kinderly/db';
import { API_PATHS, type DaycareOrder } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import {
  bookableProvider,
  bookedOrder,
  bookOrders,
  draftOrder,
  INFANT_BIRTH,
  NOW,
  parentWithChild,
  providerHeaders,
  saveOrder,
} from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

describe('saveDaycareOrder', () => {
  it('saves a priced draft that is not booked and copies the cancellation terms', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const res = await saveOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: DaycareOrder }>().data;
    expect(order).toMatchObject({
      status: 'draft',
      isBooked: false,
      childcareProviderId: provider.id,
      providerId: provider.userId,
      bookedDays: [{ date: '2027-03-03', startTime: '08:00', endTime: '17:00', priceCents: 5500 }],
      careTypeId: 21,
      priceUnit: 'daily',
      subtotalCents: 5500,
      feePercent: 10,
      feeCents: 550,
      totalCents: 6050,
      ageGroupId: 16,
      cancellationOption: 'moderate',
      cancellationTiers: [
        { minNoticeHours: 168, refundPercent: 100 },
        { minNoticeHours: 48, refundPercent: 50 },
      ],
      timeZone: 'America/Toronto',
      // 08:00 in Toronto in March before daylight saving time: UTC-5.
      startsAt: '2027-03-03T13:00:00.000Z',
      address: { street: null, city: 'Toronto', province: 'ON' },
    });
  });

  it('prices hours at the hourly rate when the care type is asked for', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const order = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
      startTime: '08:00',
      endTime: '10:30',
      careTypeId: 26,
    });
    expect(order).toMatchObject({
      careTypeId: 26,
      priceUnit: 'hourly',
      unitPriceCents: 1500,
      subtotalCents: 3750,
      feeCents: 375,
    });
  });

  it.each([
    ['a day in the past', { date: '2027-02-26' }, 'BookedDays[0].Date', /future/],
    ['a weekend day the provider is closed', { date: '2027-03-06' }, 'BookedDays[0].Date', /closed on Saturdays/],
    ['a holiday', { date: '2027-03-05' }, 'BookedDays[0].Date', /Staff training day/],
    [
      'hours outside the business hours',
      { date: '2027-03-03', startTime: '06:00' },
      'BookedDays[0].StartTime',
      /07:00 and 18:00/,
    ],
    ['more than 12 months ahead', { date: '2028-03-06' }, 'BookedDays[0].Date', /12 months/],
    [
      'an end before the start',
      { date: '2027-03-03', startTime: '12:00', endTime: '09:00' },
      'BookedDays[0].EndTime',
      /after the start/,
    ],
    ['a care type the provider has no price for', { date: '2027-03-03', careTypeId: 22 }, 'CareTypeId', /no price/],
  ])('refuses %s with a 400 naming the field', async (_name, day, key, message) => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const res = await saveOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      ...day,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[key]?.[0]).toMatch(message);
    expect(await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.providerId, provider.id))).toHaveLength(
      0,
    );
  });

  it('refuses a day before the provider starts care and a child of an age group the provider does not take', async () => {
    const provider = await bookableProvider(ctx.app.db, { startDate: '2027-04-01' });
    const parent = await parentWithChild(ctx.app);
    const early = await saveOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    expect(early.json().errors['BookedDays[0].Date'][0]).toMatch(/starts care on 2027-04-01/);
    const baby = await parentWithChild(ctx.app, { birth: INFANT_BIRTH, firstName: 'Noé' });
    const res = await saveOrder(ctx.app, baby.headers, {
      childcareProviderId: provider.id,
      childId: baby.childId,
      date: '2027-04-05',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['BookedDays[0].Date'][0]).toMatch(/Noé is in no age group this provider takes: Toddler/);
  });

  it("answers 404 for another family's child and for an unlisted provider, 409 for a paused one or an unfinished child, 401 without a token", async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const stranger = await parentWithChild(ctx.app);
    const body = { childcareProviderId: provider.id, childId: parent.childId, date: '2027-03-03' };
    expect((await saveOrder(ctx.app, stranger.headers, body)).statusCode).toBe(404);
    const unlisted = await createProvider(ctx.app.db);
    expect((await saveOrder(ctx.app, parent.headers, { ...body, childcareProviderId: unlisted.id })).statusCode).toBe(
      404,
    );
    await ctx.app.db.update(providers).set({ acceptingBookings: false }).where(eq(providers.id, provider.id));
    const paused = await saveOrder(ctx.app, parent.headers, body);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().code).toBe('NOT_ACCEPTING_BOOKINGS');
    await ctx.app.db.update(providers).set({ acceptingBookings: true }).where(eq(providers.id, provider.id));
    const halfway = await createChild(ctx.app.db, { parentId: parent.userId, stage: 'halfway' });
    const unfinished = await saveOrder(ctx.app, parent.headers, { ...body, childId: halfway.id });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().code).toBe('CHILD_NOT_ENROLLED');
    const anonymous = await ctx.app.inject({ method: 'POST', url: API_PATHS.booking.saveDaycareOrder, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes one day per order', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.booking.saveDaycareOrder,
      headers: parent.headers,
      payload: {
        childcareProviderId: provider.id,
        childId: parent.childId,
        bookedDays: [
          { date: '2027-03-03', startTime: '08:00', endTime: '17:00' },
          { date: '2027-03-04', startTime: '08:00', endTime: '17:00' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.BookedDays[0]).toMatch(/one day per order/);
  });
});

describe('drafts: getDaycareOrders and deleteDaycareOrder', () => {
  it("lists the caller's drafts at a provider and deletes them; another parent gets 404", async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const stranger = await parentWithChild(ctx.app);
    const first = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getDaycareOrders}?providerId=${provider.id}`,
      headers: parent.headers,
    });
    expect(list.json<{ data: DaycareOrder[] }>().data.map((o) => o.bookedDays[0]!.date)).toEqual([
      '2027-03-03',
      '2027-03-04',
    ]);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getDaycareOrders}?providerId=${provider.id}`,
      headers: stranger.headers,
    });
    expect(theirs.json().data).toEqual([]);
    const del = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `${API_PATHS.booking.deleteDaycareOrder}?orderId=${first.orderId}`,
        headers,
      });
    expect((await del(stranger.headers)).statusCode).toBe(404);
    expect((await del(parent.headers)).statusCode).toBe(200);
    expect((await del(parent.headers)).statusCode).toBe(404);
  });

  it('does not delete a booked order', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.booking.deleteDaycareOrder}?orderId=${order.orderId}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('bookDaycareOrders', () => {
  it('sends a request to a provider who approves bookings, answerable for 48 hours', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    expect(order).toMatchObject({
      status: 'requested',
      isBooked: true,
      requestedAt: new Date(NOW).toISOString(),
      answerBy: '2027-03-03T14:00:00.000Z',
    });
  });

  it('expires a request at the start of care when that comes before 48 hours', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-02',
    });
    expect(order.answerBy).toBe('2027-03-02T13:00:00.000Z');
  });

  it('approves at once when the provider takes bookings without approval', async () => {
    const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: false });
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    expect(order).toMatchObject({ status: 'approved', approvedAt: new Date(NOW).toISOString(), answerBy: null });
    // Approved: the parent now sees the street.
    expect(order.address.street).toBe('120 Harbord Street');
  });

  it("needs a saved card, refuses another family's drafts (404) and a second booking of the same draft (409)", async () => {
    const provider = await bookableProvider(ctx.app.db);
    const noCard = await parentWithChild(ctx.app, { card: false });
    const draft = await draftOrder(ctx.app, noCard.headers, {
      childcareProviderId: provider.id,
      childId: noCard.childId,
      date: '2027-03-03',
    });
    const res = await bookOrders(ctx.app, noCard.headers, [draft.orderId]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.CreditCard[0]).toMatch(/Save a card/);
    const parent = await parentWithChild(ctx.app);
    const mine = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    expect((await bookOrders(ctx.app, noCard.headers, [mine.orderId])).statusCode).toBe(404);
    expect((await bookOrders(ctx.app, parent.headers, [mine.orderId])).statusCode).toBe(200);
    const again = await bookOrders(ctx.app, parent.headers, [mine.orderId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors['OrderIds[0]'][0]).toMatch(/already booked/);
  });

  it('checks the day again at booking: a holiday added after the draft is refused', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const draft = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    const { providerHolidays } = await import('@kinderly/db');
    await ctx.app.db.insert(providerHolidays).values({ providerId: provider.id, date: '2027-03-03', name: 'Snow day' });
    const res = await bookOrders(ctx.app, parent.headers, [draft.orderId]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['OrderIds[0]'][0]).toMatch(/Snow day/);
  });

  it('books all or none: a full day leaves the other days of the call as drafts', async () => {
    const provider = await bookableProvider(ctx.app.db, {
      spaces: [
        { ageGroupId: 16, spaces: 1 },
        { ageGroupId: 15, spaces: 1 },
      ],
    });
    const first = await parentWithChild(ctx.app);
    await bookedOrder(ctx.app, first.headers, {
      childcareProviderId: provider.id,
      childId: first.childId,
      date: '2027-03-04',
    });
    const second = await parentWithChild(ctx.app);
    const free = await draftOrder(ctx.app, second.headers, {
      childcareProviderId: provider.id,
      childId: second.childId,
      date: '2027-03-03',
    });
    const full = await draftOrder(ctx.app, second.headers, {
      childcareProviderId: provider.id,
      childId: second.childId,
      date: '2027-03-04',
    });
    const res = await bookOrders(ctx.app, second.headers, [free.orderId, full.orderId]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DAY_FULL',
      errors: { 'OrderIds[1]': [expect.stringMatching(/2027-03-04 is full/)] },
    });
    const statuses = await ctx.app.db
      .select({ status: daycareOrders.status })
      .from(daycareOrders)
      .where(eq(daycareOrders.parentUserId, second.userId));
    expect(statuses.map((s) => s.status)).toEqual(['draft', 'draft']);
  });

  it('never books one child twice for overlapping hours, at any provider', async () => {
    const one = await bookableProvider(ctx.app.db);
    const other = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: one.id,
      childId: parent.childId,
      date: '2027-03-03',
      startTime: '08:00',
      endTime: '12:00',
      careTypeId: 26,
    });
    const clash = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: other.id,
      childId: parent.childId,
      date: '2027-03-03',
      startTime: '11:00',
      endTime: '15:00',
      careTypeId: 26,
    });
    const res = await bookOrders(ctx.app, parent.headers, [clash.orderId]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHILD_ALREADY_BOOKED');
    const after = await draftOrder(ctx.app, parent.headers, {
      childcareProviderId: other.id,
      childId: parent.childId,
      date: '2027-03-03',
      startTime: '12:00',
      endTime: '15:00',
      careTypeId: 26,
    });
    expect((await bookOrders(ctx.app, parent.headers, [after.orderId])).statusCode).toBe(200);
  });
});

describe('who sees an order', () => {
  it('its parent, its provider and the administrator; anyone else gets 404', async () => {
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `${API_PATHS.booking.getDaycareOrder}?orderId=${order.orderId}`, headers });
    expect((await read(parent.headers)).json().data.address.street).toBeNull();
    const own = await read(await providerHeaders(ctx.app, provider.userId));
    expect(own.json().data.address.street).toBe('120 Harbord Street');
    const { createSuperAdmin } = await import('@kinderly/db');
    expect((await read(bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.app.db))))).statusCode).toBe(200);
    const otherProvider = await bookableProvider(ctx.app.db);
    expect((await read(await providerHeaders(ctx.app, otherProvider.userId))).statusCode).toBe(404);
    expect((await read((await parentWithChild(ctx.app)).headers)).statusCode).toBe(404);
    expect((await read(bearer(await loginAs(ctx.app, await createParent(ctx.app.db))))).statusCode).toBe(404);
  });
});

describe("booking's answer", () => {
  it('is each booked day as reading it back shows it, in start order, with or without a card hold', async () => {
    for (const [approval, dates] of [
      [true, ['2027-03-17', '2027-03-15', '2027-03-16']],
      [false, ['2027-03-03', '2027-03-02', '2027-03-04']],
    ] as const) {
      const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: approval });
      const parent = await parentWithChild(ctx.app);
      const ids: string[] = [];
      for (const date of dates)
        ids.push(
          (
            await draftOrder(ctx.app, parent.headers, {
              childcareProviderId: provider.id,
              childId: parent.childId,
              date,
            })
          ).orderId,
        );
      const res = await bookOrders(ctx.app, parent.headers, ids);
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ data: DaycareOrder[] }>().data;
      const readBack = await Promise.all(
        answer.map(
          async (order) =>
            (
              await ctx.app.inject({
                method: 'GET',
                url: `${API_PATHS.booking.getDaycareOrder}?orderId=${order.orderId}`,
                headers: parent.headers,
              })
            ).json<{ data: DaycareOrder }>().data,
        ),
      );
      const byDate = [...ids.keys()].sort((a, b) => dates[a]!.localeCompare(dates[b]!)).map((i) => ids[i]);
      expect(answer.map((order) => order.orderId)).toEqual(byDate);
      expect(answer).toEqual(readBack);
      expect(answer.map((order) => order.status)).toEqual(Array(3).fill(approval ? 'requested' : 'approved'));
      expect(answer.map((order) => order.paymentState)).toEqual(Array(3).fill(approval ? 'none' : 'held'));
    }
  });
});
