import { describe, expect, it } from 'vitest';
import { createChild, createParent, createProvider } from '@kinderly/db';
import { API_PATHS, type WaitlistSelections, type WaitlistTicket } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { NOW, parentWithChild, providerHeaders, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });
const paths = API_PATHS.waitlist;

const selections: WaitlistSelections = {
  Distance: 12,
  RequestedStartDate: '06-09-2027',
  ProviderTypes: [11, 12],
  ChildcareTypes: [21, 24],
  SchoolPlans: [1, 2],
  PaymentOptions: [2],
  ScheduleAvailability: [
    { day: 1, timeOfDay: 'morning' },
    { day: 3, timeOfDay: 'afternoon' },
  ],
};

const entryUrl = (childId: string) => paths.createEntry.replace('{id}', childId);
const ticketUrl = (childId: string, ticket: string) =>
  paths.updateEntry.replace('{id}', childId).replace('{ticket}', ticket);

async function createEntry(headers: Headers, childId: string, payload: unknown = selections) {
  return ctx.app.inject({ method: 'POST', url: entryUrl(childId), headers, payload: payload as object });
}

async function ticketOf(headers: Headers, childId: string): Promise<WaitlistTicket> {
  const res = await createEntry(headers, childId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WaitlistTicket>();
}

describe('waitlist lists (SPEC section 7 "Waitlist and RESTful")', () => {
  it('serves school plans, one plan with its details, and 404 for an unknown one', async () => {
    const { headers } = await parentWithChild(ctx.app, { card: false });
    const plans = await ctx.app.inject({ method: 'GET', url: paths.schoolPlans, headers });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().items).toHaveLength(8);
    expect(plans.json().items[0]).toEqual(expect.objectContaining({ id: 1, code: 'play_based', name: 'Play-based' }));

    const plan = await ctx.app.inject({ method: 'GET', url: paths.schoolPlan.replace('{id}', '2'), headers });
    expect(plan.json()).toEqual(expect.objectContaining({ id: 2, name: 'Montessori', details: expect.any(String) }));
    expect(
      (await ctx.app.inject({ method: 'GET', url: paths.schoolPlan.replace('{id}', '99'), headers })).statusCode,
    ).toBe(404);
  });

  it('serves daily or hourly payment options sorted by value then max value', async () => {
    const { headers } = await parentWithChild(ctx.app, { card: false });
    const daily = await ctx.app.inject({ method: 'GET', url: `${paths.paymentOptions}?paymentOption=Daily`, headers });
    const items = daily.json().items as {
      id: number;
      paymentType: string;
      value: number | null;
      maxValue: number | null;
    }[];
    expect(items.every((option) => option.paymentType === 'Daily')).toBe(true);
    expect(items.map((option) => [option.value, option.maxValue])).toEqual([
      [4000, null],
      [4000, 6000],
      [6000, 8000],
      [8000, null],
      [null, null],
    ]);
    const hourly = await ctx.app.inject({
      method: 'GET',
      url: `${paths.paymentOptions}?paymentOption=Hourly`,
      headers,
    });
    expect(hourly.json().items.map((option: { code: string }) => option.code)).toEqual([
      'hourly_under_10',
      'hourly_10_15',
      'hourly_over_15',
    ]);
    const wrong = await ctx.app.inject({ method: 'GET', url: `${paths.paymentOptions}?paymentOption=Weekly`, headers });
    expect(wrong.statusCode).toBe(400);
  });

  it('serves every list at once as the filters, with Drop-in disabled', async () => {
    const { headers } = await parentWithChild(ctx.app, { card: false });
    const res = await ctx.app.inject({ method: 'GET', url: paths.filters, headers });
    expect(res.statusCode).toBe(200);
    const filters = res.json();
    expect(filters.providerTypes.map((t: { id: number; disabled: boolean }) => [t.id, t.disabled])).toEqual([
      [11, false],
      [12, false],
      [13, true],
    ]);
    expect(filters.childcareTypes.map((t: { id: number }) => t.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
    expect(filters.schoolPlans).toHaveLength(8);
    expect(filters.paymentOptions).toHaveLength(8);
  });

  it('needs a token and a family role', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: paths.filters })).statusCode).toBe(401);
    const provider = await createProvider(ctx.app.db, {});
    const headers = await providerHeaders(ctx.app, provider.userId);
    expect((await ctx.app.inject({ method: 'GET', url: paths.filters, headers })).statusCode).toBe(403);
  });
});

describe('waitlist tickets: POST child/{id}/waitlist and PUT child/{id}/waitlist/{ticket}', () => {
  it("creates a ticket from the wizard's selections and marks its provider types", async () => {
    const { headers, childId } = await parentWithChild(ctx.app, { card: false });
    const ticket = await ticketOf(headers, childId);
    expect(ticket).toEqual(expect.objectContaining({ childId, selections }));

    const types = await ctx.app.inject({
      method: 'GET',
      url: `${paths.providerTypes}?waitingListTicketId=${ticket.waitlistTicketId}`,
      headers,
    });
    expect(types.json().items.map((t: { id: number; selected: boolean }) => [t.id, t.selected])).toEqual([
      [11, true],
      [12, true],
      [13, false],
    ]);
  });

  it("answers section 5's message under each missing field, and refuses unknown or disabled ids", async () => {
    const { headers, childId } = await parentWithChild(ctx.app, { card: false });
    const res = await createEntry(headers, childId, { ...selections, SchoolPlans: [], Distance: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      Distance: ['Please go back and specify the distance'],
      SchoolPlans: ['Please go back and specify preferred curriculum'],
    });

    const ids = await createEntry(headers, childId, {
      ...selections,
      ProviderTypes: [13],
      SchoolPlans: [99],
      PaymentOptions: [2, 77],
    });
    expect(ids.statusCode).toBe(400);
    expect(Object.keys(ids.json().errors).sort()).toEqual(['ProviderTypes']);
    const lists = await createEntry(headers, childId, { ...selections, SchoolPlans: [99], PaymentOptions: [2, 77] });
    expect(lists.statusCode).toBe(400);
    expect(lists.json().errors).toEqual({
      SchoolPlans: ['School plan 99 does not exist.'],
      PaymentOptions: ['Payment option 77 does not exist.'],
    });
    const past = await createEntry(headers, childId, { ...selections, RequestedStartDate: '01-01-2027' });
    expect(past.json().errors).toEqual({ RequestedStartDate: ['The requested start date has passed.'] });
    const badDate = await createEntry(headers, childId, { ...selections, RequestedStartDate: '31-02-2027' });
    expect(badDate.statusCode).toBe(400);
  });

  it("updates the family's own ticket, and answers 404 for another family's ticket or child", async () => {
    const family = await parentWithChild(ctx.app, { card: false });
    const other = await parentWithChild(ctx.app, { card: false });
    const ticket = await ticketOf(family.headers, family.childId);

    const changed = { ...selections, Distance: 25, ProviderTypes: [12] };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: ticketUrl(family.childId, ticket.waitlistTicketId),
      headers: family.headers,
      payload: changed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selections).toEqual(changed);

    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: ticketUrl(family.childId, ticket.waitlistTicketId),
      headers: other.headers,
      payload: changed,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongChild = await ctx.app.inject({
      method: 'PUT',
      url: ticketUrl(other.childId, ticket.waitlistTicketId),
      headers: other.headers,
      payload: changed,
    });
    expect(wrongChild.statusCode).toBe(404);
    expect((await createEntry(other.headers, family.childId)).statusCode).toBe(404);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `${paths.providerTypes}?waitingListTicketId=${ticket.waitlistTicketId}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('refuses a child whose enrolment is not finished (409 CHILD_NOT_ENROLLED)', async () => {
    const parent = await createParent(ctx.app.db);
    const child = await createChild(ctx.app.db, { parentId: parent.id, stage: 'started' });
    const headers = bearer(await loginAs(ctx.app, parent));
    const res = await createEntry(headers, child.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHILD_NOT_ENROLLED');
  });
});
