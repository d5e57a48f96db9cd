import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { bookingEffects, moneyDeps } from './booking/effects.ts';
import { bookingRoutes } from './booking/index.ts';
import { adminRoutes } from './admin/index.ts';
import { chatRoutes } from './chat/index.ts';
import { childEnrolmentRoutes } from './child-enrolment/index.ts';
import { configRoutes } from './config/index.ts';
import { contentRoutes } from './content/index.ts';
import { fileRoutes } from './files/index.ts';
import { healthRoutes } from './health/index.ts';
import { logRoutes } from './log/index.ts';
import { messageRoutes } from './messages/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { searchAlertRoutes } from './notifications/search-alerts.ts';
import { surveyRoutes } from './surveys/index.ts';
import { waitlistRoutes } from './waitlist/index.ts';
import { offerDeps } from './waitlist/offers.ts';
import { waitlistPurchaseRoutes } from './waitlist/purchases.ts';
import { paymentsRoutes } from './payments/index.ts';
import { addressRoutes } from './provider-enrolment/address-routes.ts';
import { providerEnrolmentRoutes } from './provider-enrolment/index.ts';
import { providerProfileRoutes } from './provider-enrolment/profile-routes.ts';
import { providerSearchRoutes } from './provider-search/index.ts';
import { bookingProfileReadRoutes } from './providers/booking-read-routes.ts';
import { providerProfileApiRoutes } from './providers/profile-routes.ts';

/**
 * Everything under /api, each at its path in API_PATHS (@kinderly/shared). The rate limiter lives in this scope only, so static files are never counted.
 * Every route here needs a bearer token unless its config says `auth: 'public'` (see plugins/auth.ts).
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(rateLimit, {
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(app.redis ? { redis: app.redis, nameSpace: 'kinderly-rl:' } : {}),
  });
  app.addHook('onRequest', app.authGuard);
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(accountRoutes);
  await app.register(logRoutes);
  await app.register(messageRoutes);
  await app.register(contentRoutes);
  await app.register(childEnrolmentRoutes);
  await app.register(surveyRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistPurchaseRoutes);
  await app.register(fileRoutes);
  // A payment's webhook settles the order it pays with booking's jobs and mails.
  await app.register(paymentsRoutes, { moneyDeps });
  await app.register(providerEnrolmentRoutes);
  await app.register(providerProfileRoutes);
  await app.register(providerProfileApiRoutes);
  await app.register(bookingProfileReadRoutes);
  await app.register(addressRoutes);
  await app.register(providerSearchRoutes);
  await app.register(bookingRoutes);
  await app.register(chatRoutes);
  await app.register(notificationRoutes);
  await app.register(searchAlertRoutes);
  // Deleting a user cancels their open bookings (refunds and mails follow with booking's effects) and passes on
  // the waitlist places offered to their children.
  await app.register(adminRoutes, { bookingEffects, offerDeps });
}
