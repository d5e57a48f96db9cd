import { and, eq } from 'drizzle-orm';
import { creditCards } from '@kinderly/db';
import {
  cardNumberIssue,
  detectCardBrand,
  luhnValid,
  type CreditCard,
  type PaymentMethod,
  type ValidateCardNumberResponse,
} from '@kinderly/shared';
import { GatewayError } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listCards, removeCard, toCreditCard } from './cards.ts';
import { idempotencyKey, viaGateway, type PaymentsInput } from './deps.ts';
import { findConnectedAccount } from './connected-account.ts';
import { findCustomerId } from './ensure-customer.ts';

/** GET getCreditCards: the actor's own cards, oldest first. */
export async function getCreditCards({ db, actor }: Pick<PaymentsInput, 'db' | 'actor'>): Promise<CreditCard[]> {
  return (await listCards(db, actor.userId)).map(toCreditCard);
}

/** GET validateCardNumber: brand and Luhn, for the live form. Nothing is stored. */
export function validateCardNumber(cardNumber: string): ValidateCardNumberResponse {
  const message = cardNumberIssue(cardNumber);
  return { valid: message === null, brand: detectCardBrand(cardNumber), luhnValid: luhnValid(cardNumber), message };
}

async function detachQuietly(input: PaymentsInput, paymentMethodId: string) {
  try {
    await input.gateway.detachPaymentMethod(paymentMethodId, { idempotencyKey: idempotencyKey('detach') });
  } catch (error) {
    // Already gone at the gateway: our record goes too.
    if (!(error instanceof GatewayError)) throw error;
  }
}

/** DELETE deleteCreditCard: only the owner's card (another's is a 404, as if it did not exist). */
export async function deleteCreditCard(input: PaymentsInput & { creditCardId: string }): Promise<CreditCard[]> {
  const { db, actor } = input;
  const [card] = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.id, input.creditCardId), eq(creditCards.userId, actor.userId)));
  if (!card) throw AppError.notFound('No such card.');
  if (card.gateway === input.gateway.kind) await detachQuietly(input, card.paymentMethodId);
  await removeCard(db, card);
  return getCreditCards(input);
}

/** GET getListCustomerPaymentMethods: the cards the gateway holds for the actor's customer. */
export async function getListCustomerPaymentMethods(input: PaymentsInput): Promise<PaymentMethod[]> {
  const customerId = await findCustomerId(input);
  if (!customerId) return [];
  return viaGateway(input.gateway.listPaymentMethods(customerId));
}

/**
 * DELETE detachPaymentMethodFromCustomer: the actor's own method only; our card record follows. The account the
 * gateway acts on comes from the signed-in user, never from the request: the spec's `connectedAccountId` is
 * accepted only when it names the caller's own payout account (anything else is a 404, and nothing reaches the
 * gateway). Without it the method is detached on the platform, where customers' cards live (destination
 * charges, ADR 012).
 */
export async function detachPaymentMethodFromCustomer(
  input: PaymentsInput & { paymentMethodId: string; connectedAccountId?: string | undefined },
): Promise<PaymentMethod[]> {
  let connectedAccountId: string | undefined;
  if (input.connectedAccountId !== undefined) {
    const own = await findConnectedAccount(input);
    if (!own || own.accountId !== input.connectedAccountId) throw AppError.notFound('No such connected account.');
    connectedAccountId = own.accountId;
  }
  const customerId = await findCustomerId(input);
  const method = await viaGateway(input.gateway.retrievePaymentMethod(input.paymentMethodId));
  if (!customerId || method.customerId !== customerId) throw AppError.notFound('No such payment method.');
  await viaGateway(
    input.gateway.detachPaymentMethod(method.id, {
      idempotencyKey: idempotencyKey('detach'),
      ...(connectedAccountId && { connectedAccountId }),
    }),
  );
  const [card] = await input.db.select().from(creditCards).where(eq(creditCards.paymentMethodId, method.id));
  if (card) await removeCard(input.db, card);
  return getListCustomerPaymentMethods(input);
}

/**
 * After a user's deletion committed (ADR 027): their saved cards leave the gateway's customer. Each is tried; a
 * failure is logged and the rest go on (our records are already gone, and the gateway's card can no longer be used).
 */
export async function detachCardsOfDeletedUser(
  input: Pick<PaymentsInput, 'gateway'> & { log: { warn: (obj: object, msg: string) => void } },
  cards: { gateway: string; paymentMethodId: string }[],
): Promise<void> {
  for (const card of cards) {
    if (card.gateway !== input.gateway.kind) continue;
    try {
      await input.gateway.detachPaymentMethod(card.paymentMethodId, { idempotencyKey: idempotencyKey('detach') });
    } catch (error) {
      input.log.warn({ err: error }, 'a card of a deleted user could not be detached at the gateway');
    }
  }
}
