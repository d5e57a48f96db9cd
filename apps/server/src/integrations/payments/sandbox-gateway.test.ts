import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, type DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { Role } from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { addCreditCard } from '../../services/payments/add-credit-card.ts';
import {
  authorizePayment,
  cancelPayment,
  capturePayment,
  refundPayment,
} from '../../services/payments/payment-intents.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { GatewayError } from './types.ts';

let handle: DbHandle;
let gateway: SandboxGateway;

beforeAll(async () => {
  handle = await createTestDb();
  gateway = new SandboxGateway(handle.db, 'https://kinderly.test');
});
afterAll(() => handle.close());

async function customerWithCard(cardNumber: string) {
  const customer = await gateway.createCustomer({
    email: 'c@k.example',
    name: 'C',
    userId: 'u',
    idempotencyKey: crypto.randomUUID(),
  });
  const method = await gateway.tokenizeCard({ cardNumber, expiry: '12/34' });
  await gateway
    .createSetupIntent({ customerId: customer.id, paymentMethodId: method.id, idempotencyKey: crypto.randomUUID() })
    .catch(() => null);
  return { customerId: customer.id, paymentMethodId: method.id };
}

describe('SandboxGateway: Stripe test mode, persisted', () => {
  it('answers a repeated idempotency key with the first object, without doing it again', async () => {
    const first = await gateway.createCustomer({
      email: 'a@k.example',
      name: 'A',
      userId: 'u1',
      idempotencyKey: 'same-key',
    });
    const again = await gateway.createCustomer({
      email: 'other@k.example',
      name: 'B',
      userId: 'u2',
      idempotencyKey: 'same-key',
    });
    expect(again.id).toBe(first.id);
    await expect(
      gateway.createConnectedAccount({ email: 'a@k.example', userId: 'u1', idempotencyKey: 'same-key' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('answers intents asked together each on its own: held, replayed, declined, not found', async () => {
    const good = await customerWithCard('4242424242424242');
    const declined = await customerWithCard('4000000000000341');
    const first = await gateway.createPaymentIntent({ amountCents: 100, ...good, idempotencyKey: 'together-1' });
    const ask = (key: string, card: typeof good, paymentMethodId = card.paymentMethodId) =>
      gateway.createPaymentIntent({
        amountCents: 100,
        customerId: card.customerId,
        paymentMethodId,
        idempotencyKey: key,
      });
    const answers = await Promise.allSettled([
      ask('together-1', good),
      ask('together-2', good),
      ask('together-3', declined),
      ask('together-4', good, 'pm_sbx_missing'),
      ask('together-5', good),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const held = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(held[0]!.id).toBe(first.id);
    expect(new Set(held.map((intent) => intent.id)).size).toBe(3);
    expect(held.every((intent) => intent.status === 'requires_capture')).toBe(true);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ kind: 'card_declined' });
    expect((answers[3] as PromiseRejectedResult).reason).toMatchObject({ kind: 'not_found' });
    // Each new intent is recorded under its key: asked again, the same intent.
    expect((await ask('together-5', good)).id).toBe(held[2]!.id);
  });

  it('creates an unconfirmed setup intent and Checkout sessions, and reads them back', async () => {
    const customer = await gateway.createCustomer({
      email: 's@k.example',
      name: 'S',
      userId: 's',
      idempotencyKey: 'cus-s',
    });
    const intent = await gateway.createSetupIntent({ customerId: customer.id, idempotencyKey: 'seti-s' });
    expect(intent).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null, customerId: customer.id });
    expect(await gateway.retrieveSetupIntent(intent.id)).toEqual(intent);
    const session = await gateway.createCheckoutSessionSaveCardDetails({
      customerId: customer.id,
      successUrl: 'https://kinderly.test/ok',
      cancelUrl: 'https://kinderly.test/no',
      idempotencyKey: 'cs-s',
    });
    expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({
      id: session.id,
      mode: 'setup',
      status: 'open',
      url: session.url,
    });
    await expect(gateway.retrieveCheckoutSession('cs_sbx_missing')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(
      gateway.createSetupIntent({ customerId: 'cus_sbx_missing', idempotencyKey: 'seti-x' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('holds a payment for capture, captures part of it, refunds within what was taken', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('4242424242424242');
    const held = await gateway.createPaymentIntent({
      amountCents: 4500,
      customerId,
      paymentMethodId,
      idempotencyKey: 'pi-1',
    });
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturableCents: 4500, currency: 'cad' });
    // The same key again is the same intent: a retried booking never holds twice.
    expect(
      (await gateway.createPaymentIntent({ amountCents: 4500, customerId, paymentMethodId, idempotencyKey: 'pi-1' }))
        .id,
    ).toBe(held.id);
    // Another operation's key is refused, and a payment method that does not exist is not found (nothing recorded).
    await gateway.createSetupIntent({ customerId, idempotencyKey: 'seti-then-pi' });
    await expect(
      gateway.createPaymentIntent({ amountCents: 4500, customerId, paymentMethodId, idempotencyKey: 'seti-then-pi' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(
      gateway.createPaymentIntent({
        amountCents: 1,
        customerId,
        paymentMethodId: 'pm_sbx_gone',
        idempotencyKey: 'pi-x',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });

    await expect(gateway.createRefund({ paymentIntentId: held.id, idempotencyKey: 're-early' })).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(
      gateway.capturePaymentIntent(held.id, { amountToCaptureCents: 5000, idempotencyKey: 'cap-too-much' }),
    ).rejects.toBeInstanceOf(GatewayError);
    const captured = await gateway.capturePaymentIntent(held.id, {
      amountToCaptureCents: 4000,
      idempotencyKey: 'cap-1',
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 4000, amountCapturableCents: 0 });
    await expect(gateway.cancelPaymentIntent(held.id, { idempotencyKey: 'cancel-late' })).rejects.toMatchObject({
      kind: 'invalid_request',
    });

    expect(
      await gateway.createRefund({ paymentIntentId: held.id, amountCents: 1500, idempotencyKey: 're-1' }),
    ).toMatchObject({ amountCents: 1500, status: 'succeeded' });
    await expect(
      gateway.createRefund({ paymentIntentId: held.id, amountCents: 3000, idempotencyKey: 're-2' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    expect((await gateway.createRefund({ paymentIntentId: held.id, idempotencyKey: 're-3' })).amountCents).toBe(2500);
  });

  it('cancels a held payment, releasing it', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('5555555555554444');
    const held = await gateway.createPaymentIntent({
      amountCents: 1000,
      customerId,
      paymentMethodId,
      idempotencyKey: 'pi-2',
    });
    expect(await gateway.cancelPaymentIntent(held.id, { idempotencyKey: 'cancel-1' })).toMatchObject({
      status: 'canceled',
      amountCapturableCents: 0,
    });
    expect((await gateway.retrievePaymentIntent(held.id)).status).toBe('canceled');
    await expect(gateway.capturePaymentIntent(held.id, { idempotencyKey: 'cap-late' })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it.each([
    ['4000000000000341', 'generic_decline'],
    ['4000002760003184', 'authentication_required'],
  ])(
    'declines an off-session charge on %s (%s), leaving the intent awaiting a new method',
    async (number, declineCode) => {
      const customer = await gateway.createCustomer({
        email: 'x@k.example',
        name: 'X',
        userId: 'x',
        idempotencyKey: crypto.randomUUID(),
      });
      const method = await gateway.tokenizeCard({ cardNumber: number, expiry: '01/40' });
      const setup = await gateway.createSetupIntent({
        customerId: customer.id,
        paymentMethodId: method.id,
        idempotencyKey: crypto.randomUUID(),
      });
      if (setup.status === 'requires_action') await gateway.completeAuthentication(setup.id, 'complete');
      expect((await gateway.listPaymentMethods(customer.id)).map((m) => m.id)).toEqual([method.id]);
      const error = await gateway
        .createPaymentIntent({
          amountCents: 100,
          customerId: customer.id,
          paymentMethodId: method.id,
          idempotencyKey: crypto.randomUUID(),
        })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'card_declined', card: { declineCode } });
    },
  );

  it('refuses to charge a card saved for another customer', async () => {
    const mine = await customerWithCard('4242424242424242');
    const theirs = await customerWithCard('4242424242424242');
    await expect(
      gateway.createPaymentIntent({
        amountCents: 100,
        customerId: mine.customerId,
        paymentMethodId: theirs.paymentMethodId,
        idempotencyKey: 'pi-y',
      }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
  });
});

describe('payment services on the sandbox (the calls bookings will charge with)', () => {
  it('authorises on the default card, captures, refunds; cancels another; refuses illegal moves', async () => {
    const parent = await createParent(handle.db);
    const actor: Actor = { userId: parent.id, role: Role.Parent, email: parent.email, sessionId: 's' };
    const input = { db: handle.db, actor, gateway };
    await expect(authorizePayment({ ...input, amountCents: 4500 })).rejects.toMatchObject({ code: 'VALIDATION' });
    await addCreditCard({
      ...input,
      request: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', cardholderName: 'P' },
    });

    const payment = await authorizePayment({
      ...input,
      amountCents: 4500,
      reference: 'order-1',
      applicationFeeCents: 450,
    });
    expect(payment).toMatchObject({
      status: 'requires_capture',
      amountCents: 4500,
      currency: 'cad',
      reference: 'order-1',
    });
    const captured = await capturePayment({ ...input, paymentId: payment.id });
    expect(captured).toMatchObject({ status: 'succeeded', capturedCents: 4500 });
    await expect(cancelPayment({ ...input, paymentId: payment.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await refundPayment({ ...input, paymentId: payment.id, amountCents: 500 })).refundedCents).toBe(500);

    const other = await authorizePayment({ ...input, amountCents: 2000 });
    expect((await cancelPayment({ ...input, paymentId: other.id })).status).toBe('canceled');
    await expect(refundPayment({ ...input, paymentId: other.id })).rejects.toMatchObject({ code: 'CONFLICT' });

    const stranger: Actor = { ...actor, userId: (await createParent(handle.db)).id };
    await expect(capturePayment({ ...input, actor: stranger, paymentId: payment.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
