import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import {
  API_PATHS,
  type WaitlistRequest,
  type WaitlistRequests,
  type WaitlistSelections,
  type WaitlistTicket,
} from '@kinderly/shared';
import { bookableProvider, parentWithChild, providerHeaders, type Headers } from './booking-helpers.ts';

export const paths = API_PATHS.waitlist;

/** Licensed or unlicensed, full-time or part-time care, 12 km, Monday morning and Wednesday afternoon. */
export const selections: WaitlistSelections = {
  Distance: 12,
  RequestedStartDate: '06-09-2027',
  ProviderTypes: [11, 12],
  ChildcareTypes: [21, 24],
  SchoolPlans: [1, 2],
  PaymentOptions: [2],
  ScheduleAvailability: [
    { day: 1, timeOfDay: 'morning' },
    { day: 3, timeOfDay: 'afternoon' },
  ],
};

/** Near the test providers in Toronto (Harbord Street). */
export const TORONTO = { latitude: 43.659, longitude: -79.398 };

export const providersUrl = (childId: string) => paths.providers.replace('{id}', childId);

/** A parent with an enrolled child, a saved location in Toronto and a confirmed ticket. */
export async function familyWithTicket(app: FastifyInstance, firstName = 'Léa') {
  const family = await parentWithChild(app, { card: false, firstName });
  await app.db.update(users).set(TORONTO).where(eq(users.id, family.userId));
  const res = await app.inject({
    method: 'POST',
    url: paths.createEntry.replace('{id}', family.childId),
    headers: family.headers,
    payload: selections,
  });
  if (res.statusCode !== 201) throw new Error(`create ticket: ${res.statusCode} ${res.body}`);
  return { ...family, ticketId: res.json<WaitlistTicket>().waitlistTicketId };
}

/** A listed provider (Monday to Friday 07:00-18:00, full-time care) with its signed-in headers. */
export async function waitlistProvider(
  app: FastifyInstance,
  overrides: Parameters<typeof bookableProvider>[1] = {},
): Promise<{ id: string; headers: Headers }> {
  const provider = await bookableProvider(app.db, overrides);
  return { id: provider.id, headers: await providerHeaders(app, provider.userId) };
}

export async function join(
  app: FastifyInstance,
  family: { headers: Headers; childId: string; ticketId: string },
  providerIds: string[],
) {
  return app.inject({
    method: 'POST',
    url: providersUrl(family.childId),
    headers: family.headers,
    payload: { ticketId: family.ticketId, providerIds },
  });
}

export async function requestsOf(app: FastifyInstance, headers: Headers): Promise<WaitlistRequest[]> {
  const res = await app.inject({ method: 'GET', url: paths.requests, headers });
  if (res.statusCode !== 200) throw new Error(`requests: ${res.statusCode} ${res.body}`);
  return res.json<{ items: WaitlistRequest[] }>().items;
}

export async function ticketsOf(app: FastifyInstance, headers: Headers) {
  const res = await app.inject({ method: 'GET', url: paths.requests, headers });
  return res.json<WaitlistRequests>().tickets;
}
