import { eq, inArray } from 'drizzle-orm';
import { daycareOrders, providers, type Database, type DaycareOrderRow } from '@kinderly/db';

/** Orders with their provider's user, as money and holds read them. */
export async function loadOrders(db: Database, orderIds: string[]) {
  return db
    .select({ order: daycareOrders, providerUserId: providers.userId })
    .from(daycareOrders)
    .innerJoin(providers, eq(providers.id, daycareOrders.providerId))
    .where(inArray(daycareOrders.id, orderIds));
}

export async function loadOrder(db: Database, orderId: string) {
  const [row] = await loadOrders(db, [orderId]);
  return row ?? null;
}

export const setPayment = (db: Database, orderId: string, fields: Partial<DaycareOrderRow>) =>
  db.update(daycareOrders).set(fields).where(eq(daycareOrders.id, orderId));
