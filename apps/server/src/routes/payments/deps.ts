import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesFor, rolesForRoute } from '@kinderly/shared';
import type { AccountInput } from '../../services/payments/deps.ts';
import { refreshProviderListing } from '../../services/provider-enrolment/enrollment-steps.ts';

export const TAGS = ['payments'];
export const BEARER = [{ bearerAuth: [] }];
/** Saving cards is the "add credit card" action of SPEC section 6. */
export const CARD_ROLES = rolesFor('addCreditCard');
/** A payout account is the first step of the provider enrolment wizard, so it takes that wizard's roles. */
export const PAYOUT_ROLES = rolesForRoute('/app/enroll-childcare/*');

/** What a payments service needs; a payout account's change of state re-evaluates the provider's listing. */
export function paymentsInput(app: FastifyInstance, request: FastifyRequest): AccountInput {
  return { db: app.db, actor: request.actor, gateway: app.payments, onAccountChanged: refreshProviderListing };
}

export const publicUrlOf = (app: FastifyInstance) => app.config.PUBLIC_URL.replace(/\/+$/, '');
