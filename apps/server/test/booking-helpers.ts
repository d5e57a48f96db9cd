import type { FastifyInstance } from 'fastify';
import { createChild, createParent, createProvider, type CreateProviderOverrides, type Database } from '@kinderly/db';
import { API_PATHS, type DaycareOrder } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';

export type Headers = Record<string, string>;

/** Monday 1 March 2027, 09:00 in Toronto: the tests' "now" unless they move the clock. */
export const NOW = '2027-03-01T14:00:00Z';
/** Three years old then: Preschool (16), which the test provider takes. */
export const PRESCHOOLER_BIRTH = '2024-01-15';
export const INFANT_BIRTH = '2026-12-01';

/** A listed home daycare in Toronto: Monday to Friday 07:00-18:00, $55 a day (weekdays) and $15 an hour (drop-in). */
export const bookableProvider = (db: Database, overrides: CreateProviderOverrides = {}) =>
  createProvider(db, {
    complete: true,
    startDate: '2026-09-01',
    withApprovalRequest: true,
    cancellationOption: 'moderate',
    ageGroupIds: [15, 16],
    spaces: [
      { ageGroupId: 15, spaces: 2 },
      { ageGroupId: 16, spaces: 3 },
    ],
    holidays: [{ date: '2027-03-05', name: 'Staff training day' }],
    ...overrides,
  });

/** A parent signed in with a saved default card (sandbox 4242) and one enrolled child. */
export async function parentWithChild(
  app: FastifyInstance,
  options: { birth?: string; card?: boolean; firstName?: string; cardNumber?: string } = {},
): Promise<{ headers: Headers; userId: string; email: string; childId: string }> {
  const db = app.db;
  const parent = await createParent(db);
  const child = await createChild(db, {
    parentId: parent.id,
    stage: 'enrolled',
    child: { dateOfBirth: options.birth ?? PRESCHOOLER_BIRTH, firstName: options.firstName ?? 'Léa' },
  });
  const headers = bearer(await loginAs(app, parent));
  if (options.card !== false) {
    const res = await app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers,
      payload: {
        cardNumber: options.cardNumber ?? '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        cardholderName: 'Camille Roy',
        postalCode: 'M5S 1G8',
      },
    });
    if (res.statusCode !== 200) throw new Error(`addCreditCardInfo: ${res.statusCode} ${res.body}`);
  }
  return { headers, userId: parent.id, email: parent.email, childId: child.id };
}

export async function providerHeaders(app: FastifyInstance, userId: string): Promise<Headers> {
  const { users } = await import('@kinderly/db');
  const { eq } = await import('drizzle-orm');
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return bearer(await loginAs(app, user!));
}

export function saveOrder(
  app: FastifyInstance,
  headers: Headers,
  body: {
    childcareProviderId: string;
    childId: string;
    date: string;
    startTime?: string;
    endTime?: string;
    careTypeId?: number;
  },
) {
  return app.inject({
    method: 'POST',
    url: API_PATHS.booking.saveDaycareOrder,
    headers,
    payload: {
      childcareProviderId: body.childcareProviderId,
      childId: body.childId,
      ...(body.careTypeId ? { careTypeId: body.careTypeId } : {}),
      bookedDays: [{ date: body.date, startTime: body.startTime ?? '08:00', endTime: body.endTime ?? '17:00' }],
    },
  });
}

export async function draftOrder(...args: Parameters<typeof saveOrder>): Promise<DaycareOrder> {
  const res = await saveOrder(...args);
  if (res.statusCode !== 201) throw new Error(`saveDaycareOrder: ${res.statusCode} ${res.body}`);
  return res.json<{ data: DaycareOrder }>().data;
}

export const bookOrders = (app: FastifyInstance, headers: Headers, orderIds: string[]) =>
  app.inject({ method: 'POST', url: API_PATHS.booking.bookDaycareOrders, headers, payload: { orderIds } });

/** Saves and books one day; answers the booked order. */
export async function bookedOrder(...args: Parameters<typeof saveOrder>): Promise<DaycareOrder> {
  const [app, headers] = args;
  const draft = await draftOrder(...args);
  const res = await bookOrders(app, headers, [draft.orderId]);
  if (res.statusCode !== 200) throw new Error(`bookDaycareOrders: ${res.statusCode} ${res.body}`);
  return res.json<{ data: DaycareOrder[] }>().data[0]!;
}

export const providerCall = (
  app: FastifyInstance,
  headers: Headers,
  name: keyof typeof API_PATHS.childcareProviderHistory,
  orderId: string,
) => app.inject({ method: 'POST', url: `${API_PATHS.childcareProviderHistory[name]}?orderId=${orderId}`, headers });
