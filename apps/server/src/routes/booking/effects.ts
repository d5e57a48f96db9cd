import type { FastifyInstance } from 'fastify';
import type { BookingEffects } from '../../services/booking/deps.ts';

/** What follows a committed booking change (card holds, captures, refunds, mails, jobs), wired for this app. */
export function bookingEffects(app: FastifyInstance): BookingEffects {
  return {
    async afterTransitions(transitions) {
      if (transitions.length) app.log.debug({ transitions }, 'booking transitions');
    },
  };
}
