import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role, rolesForRoute } from '@kinderly/shared';
import type { BookingInput } from '../../services/booking/deps.ts';
import { bookingEffects } from './effects.ts';

/** Section 6: the roles that may book (the booking pages), and those of the provider's own calls. */
export const FAMILY_ROLES = rolesForRoute('/app/booking');
/** Booking itself (the booking flow's pages): Parent and SuperAdmin; a nanny searches but does not book. */
export const BOOKING_ROLES = rolesForRoute('/booking-summary');
export const PROVIDER_ROLES = [Role.HomeProvider, Role.SuperAdmin];

/** What every booking service takes, for the signed-in caller of this request. */
export function bookingInput(app: FastifyInstance, request: FastifyRequest): BookingInput {
  return {
    db: app.db,
    actor: request.actor,
    clock: app.clock,
    feePercent: app.config.PLATFORM_FEE_PERCENT,
    effects: bookingEffects(app),
  };
}
