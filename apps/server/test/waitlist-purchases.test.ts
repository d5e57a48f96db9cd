import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createParent, payments, waitlistPurchases } from '@kinderly/db';
import {
  API_PATHS,
  SANDBOX_TEST_CARDS,
  WAITLIST_FREE_LIMIT,
  WAITLIST_PACK,
  WaitlistErrorCode,
  type WaitlistAllowance,
  type WaitlistCheckoutResponse,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { parentWithChild } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { familyWithTicket, join, waitlistProvider } from './waitlist-helpers.ts';

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

describe('joining within the limit (issue 16, ADR 023)', () => {
  async function addCard(headers: Record<string, string>) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers,
      payload: {
        cardNumber: SANDBOX_TEST_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
        cardholderName: 'Camille Roy',
        postalCode: 'M5S 1G8',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('refuses a 4th list with WAITLIST_LIMIT_REACHED, counts a list joined again once, and a bought pack lets the child join', async () => {
    const family = await familyWithTicket(ctx.app);
    const lists = await Promise.all(Array.from({ length: 5 }, () => waitlistProvider(ctx.app)));
    const ids = lists.map((list) => list.id);
    expect((await join(ctx.app, family, ids.slice(0, 3))).statusCode).toBe(200);
    // Already on these three: joining them again takes no new place.
    expect((await join(ctx.app, family, ids.slice(0, 3))).statusCode).toBe(200);

    const refused = await join(ctx.app, family, [ids[3]!]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: WaitlistErrorCode.LimitReached, limit: 3, used: 3 });
    expect((await allowance(family.headers, family.childId)).json<WaitlistAllowance>()).toMatchObject({
      used: 3,
      remaining: 0,
    });

    await addCard(family.headers);
    expect((await checkout(family.headers, family.childId)).statusCode).toBe(201);
    expect((await join(ctx.app, family, ids.slice(3))).statusCode).toBe(200);
    expect((await allowance(family.headers, family.childId)).json<WaitlistAllowance>()).toMatchObject({
      used: 5,
      limit: 8,
      remaining: 3,
    });
  });

  it('lets only one of two concurrent joins take the last free place', async () => {
    const family = await familyWithTicket(ctx.app);
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => waitlistProvider(ctx.app)));
    expect((await join(ctx.app, family, [a!.id, b!.id])).statusCode).toBe(200);
    const answers = await Promise.all([join(ctx.app, family, [c!.id]), join(ctx.app, family, [d!.id])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await allowance(family.headers, family.childId)).json<WaitlistAllowance>().used).toBe(3);
  });
});
