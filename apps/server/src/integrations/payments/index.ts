import type { Database } from '@kinderly/db';
import { SANDBOX_RESTRICTED_DATE_OF_BIRTH } from '@kinderly/shared';
import type { Config } from '../../config.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';
import type { PaymentGateway } from './types.ts';

export * from './types.ts';
export { SandboxGateway } from './sandbox-gateway.ts';
export { StripeGateway } from './stripe-gateway.ts';

/** Stripe when a secret key is configured; otherwise the sandbox, so the app works with no network. */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) {
    return new StripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      apiBase: config.STRIPE_API_BASE,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  return new SandboxGateway(db, config.PUBLIC_URL.replace(/\/+$/, ''), SANDBOX_RESTRICTED_DATE_OF_BIRTH);
}
