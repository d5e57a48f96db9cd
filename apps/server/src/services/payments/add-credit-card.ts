import type {
  AddCreditCardInfoRequest,
  AddCreditCardInfoResponse,
  CompleteCardAuthenticationRequest,
} from '@kinderly/shared';
import { PAYMENT_MESSAGES } from '@kinderly/shared';
import type { GatewaySetupIntent } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordCard, toCreditCard } from './cards.ts';
import { idempotencyKey, viaGateway, type PaymentsInput } from './deps.ts';
import { ensureCustomerId, findCustomerId } from './ensure-customer.ts';

/** The answer for a setup intent: the saved card once it succeeded, or the authentication it waits for. */
async function settle(input: PaymentsInput, intent: GatewaySetupIntent): Promise<AddCreditCardInfoResponse> {
  if (intent.status === 'requires_action') return { status: 'requires_action', setupIntentId: intent.id, card: null };
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    const message = intent.lastError ? PAYMENT_MESSAGES.authenticationFailed : PAYMENT_MESSAGES.declined;
    throw new AppError('VALIDATION', message, {
      errors: { CardNumber: [message] },
      body: { declineCode: intent.lastError?.code ?? null },
    });
  }
  const method = await viaGateway(input.gateway.retrievePaymentMethod(intent.paymentMethodId));
  const row = await recordCard(input.db, input.actor.userId, input.gateway.kind, method);
  return { status: 'succeeded', setupIntentId: intent.id, card: toCreditCard(row) };
}

/** A setup intent or Checkout session of another customer is, to this actor, one that does not exist. */
async function ownSetupIntent(input: PaymentsInput, setupIntentId: string): Promise<GatewaySetupIntent> {
  const customerId = await findCustomerId(input);
  const intent = await viaGateway(input.gateway.retrieveSetupIntent(setupIntentId));
  if (!customerId || intent.customerId !== customerId) throw AppError.notFound('No such card setup.');
  return intent;
}

/**
 * POST addCreditCardInfo. In the sandbox the typed card is tokenised here (only brand, last 4, expiry and a
 * fingerprint are kept) and confirmed; with Stripe the browser gave the card to Stripe and names the setup
 * intent or Checkout session that saved it.
 */
export async function addCreditCard(
  input: PaymentsInput & { request: AddCreditCardInfoRequest },
): Promise<AddCreditCardInfoResponse> {
  const { gateway, request } = input;
  if (request.checkoutSessionId) {
    const customerId = await findCustomerId(input);
    const session = await viaGateway(gateway.retrieveCheckoutSession(request.checkoutSessionId));
    if (!customerId || session.customerId !== customerId) throw AppError.notFound('No such Checkout session.');
    if (!session.setupIntentId) throw new AppError('CONFLICT', 'This Checkout session has not saved a card yet.');
    return settle(input, await ownSetupIntent(input, session.setupIntentId));
  }
  if (request.setupIntentId) return settle(input, await ownSetupIntent(input, request.setupIntentId));

  if (!gateway.localPages) {
    // With Stripe a card number must never travel through this server.
    throw AppError.validation({ CardNumber: ['Enter the card in the secure Stripe form.'] });
  }
  const method = await viaGateway(gateway.tokenizeCard({ cardNumber: request.cardNumber!, expiry: request.expiry! }));
  const customerId = await ensureCustomerId(input);
  const intent = await viaGateway(
    gateway.createSetupIntent({
      customerId,
      paymentMethodId: method.id,
      idempotencyKey: idempotencyKey('setup-intent'),
    }),
  );
  return settle(input, intent);
}

/** The sandbox's authentication step (the card 4000 0027 6000 3184): complete or fail it. */
export async function completeCardAuthentication(
  input: PaymentsInput & { request: CompleteCardAuthenticationRequest },
): Promise<AddCreditCardInfoResponse> {
  const { gateway, request } = input;
  if (!gateway.localPages) throw AppError.notFound('Stripe authenticates cards in its own form.');
  await ownSetupIntent(input, request.setupIntentId);
  return settle(input, await viaGateway(gateway.completeAuthentication(request.setupIntentId, request.outcome)));
}
