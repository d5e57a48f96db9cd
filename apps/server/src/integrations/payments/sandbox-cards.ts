import { createHmac } from 'node:crypto';
import { digitsOf, SANDBOX_TEST_CARDS } from '@kinderly/shared';
import type { GatewayCardError } from './types.ts';

/** What a sandbox card does when used, after Stripe test mode's cards of the same numbers. */
export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'authenticate' | 'charge_declined';

export function behaviourOf(cardNumber: string): CardBehaviour {
  const digits = digitsOf(cardNumber);
  if (digits === SANDBOX_TEST_CARDS.declined) return 'declined';
  if (digits === SANDBOX_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (digits === SANDBOX_TEST_CARDS.authenticate) return 'authenticate';
  if (digits === SANDBOX_TEST_CARDS.chargeDeclined) return 'charge_declined';
  return 'succeeds';
}

export const DECLINES: Record<
  'declined' | 'insufficient_funds' | 'authentication_failed' | 'authentication_required',
  GatewayCardError
> = {
  declined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_failed: {
    code: 'setup_intent_authentication_failure',
    declineCode: null,
    message: 'We are unable to authenticate your payment method.',
  },
  authentication_required: {
    code: 'authentication_required',
    declineCode: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/**
 * Same number, same fingerprint (as Stripe's), so a card saved twice is recognised; a keyed hash, so the
 * number cannot be read back from it.
 */
export function fingerprintOf(cardNumber: string): string {
  return createHmac('sha256', 'kinderly-sandbox-fingerprint')
    .update(digitsOf(cardNumber))
    .digest('base64url')
    .slice(0, 16);
}
