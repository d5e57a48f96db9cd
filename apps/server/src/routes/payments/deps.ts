import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesFor, rolesForRoute } from '@kinderly/shared';
import type { PaymentsInput } from '../../services/payments/deps.ts';

export const TAGS = ['payments'];
export const BEARER = [{ bearerAuth: [] }];
/** Saving cards is the "add credit card" action of SPEC section 6. */
export const CARD_ROLES = rolesFor('addCreditCard');
/** A payout account is the first step of the provider enrolment wizard, so it takes that wizard's roles. */
export const PAYOUT_ROLES = rolesForRoute('/app/enroll-childcare/*');

export function paymentsInput(app: FastifyInstance, request: FastifyRequest): PaymentsInput {
  return { db: app.db, actor: request.actor, gateway: app.payments };
}

export const publicUrlOf = (app: FastifyInstance) => app.config.PUBLIC_URL.replace(/\/+$/, '');
