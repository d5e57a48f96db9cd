import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createParent, payments, waitlistPurchases } from '@kinderly/db';
import {
  API_PATHS,
  SANDBOX_TEST_CARDS,
  WAITLIST_FREE_LIMIT,
  WAITLIST_PACK,
  type WaitlistAllowance,
  type WaitlistCheckoutResponse,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { parentWithChild } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
const paths = API_PATHS.waitlist;

const allowance = (headers: Record<string, string>, childId: string) =>
  ctx.app.inject({ method: 'GET', url: `${paths.allowance}?childId=${childId}`, headers });
const checkout = (headers: Record<string, string>, childId: string) =>
  ctx.app.inject({ method: 'POST', url: paths.checkout, headers, payload: { childId } });

describe('the free limit and the one-time purchase (issue 16, ADR 023)', () => {
  it('starts a child at the free limit, and a paid pack adds its entries, charged and captured at the server price', async () => {
    const { headers, childId, userId } = await parentWithChild(ctx.app);
    const before = await allowance(headers, childId);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<WaitlistAllowance>()).toMatchObject({
      childFirstName: 'Léa',
      defaultCard: { brand: 'visa', last4: '4242' },
      free: WAITLIST_FREE_LIMIT,
      purchased: 0,
      limit: WAITLIST_FREE_LIMIT,
      pack: { entries: WAITLIST_PACK.entries, amountCents: WAITLIST_PACK.amountCents, currency: 'cad' },
    });

    const bought = await checkout(headers, childId);
    expect(bought.statusCode, bought.body).toBe(201);
    const body = bought.json<WaitlistCheckoutResponse>();
    expect(body.purchase).toMatchObject({ childId, status: 'paid', entries: 5, amountCents: 999 });
    expect(body.allowance).toMatchObject({ purchased: 5, limit: WAITLIST_FREE_LIMIT + 5 });

    const [row] = await ctx.app.db.select().from(waitlistPurchases).where(eq(waitlistPurchases.userId, userId));
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.id, row!.paymentId!));
    expect(payment).toMatchObject({ status: 'succeeded', capturedCents: 999, reference: `waitlist-pack:${row!.id}` });
    expect((await allowance(headers, childId)).json<WaitlistAllowance>().limit).toBe(WAITLIST_FREE_LIMIT + 5);
  });

  it("records a declined card as a failed purchase that adds nothing, with the gateway's message", async () => {
    const { headers, childId } = await parentWithChild(ctx.app, { cardNumber: SANDBOX_TEST_CARDS.chargeDeclined });
    const res = await checkout(headers, childId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ CardNumber: ['Your card was declined.'] });
    const rows = await ctx.app.db.select().from(waitlistPurchases).where(eq(waitlistPurchases.childId, childId));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    expect((await allowance(headers, childId)).json<WaitlistAllowance>().purchased).toBe(0);
  });

  it('asks for a card first when the family has none', async () => {
    const { headers, childId } = await parentWithChild(ctx.app, { card: false });
    expect((await allowance(headers, childId)).json<WaitlistAllowance>().defaultCard).toBeNull();
    const res = await checkout(headers, childId);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.CreditCard).toEqual(['Save a card first.']);
  });

  it("answers 404 for another family's child, 400 for a bad id, 403 for a provider, 401 without a session", async () => {
    const { childId } = await parentWithChild(ctx.app);
    const stranger = bearer(await loginAs(ctx.app, await createParent(ctx.app.db)));
    expect((await allowance(stranger, childId)).statusCode).toBe(404);
    expect((await checkout(stranger, childId)).statusCode).toBe(404);
    const bad = await checkout(stranger, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('ChildId');
    expect((await ctx.app.inject({ method: 'POST', url: paths.checkout, payload: { childId } })).statusCode).toBe(401);
    const rows = await ctx.app.db.select().from(waitlistPurchases).where(eq(waitlistPurchases.childId, childId));
    expect(rows).toEqual([]);
  });
});
