import { and, eq } from 'drizzle-orm';
import { paymentCustomers, users } from '@kinderly/db';
import { AppError } from '../../lib/app-error.ts';
import { viaGateway, type PaymentsInput } from './deps.ts';

/** The actor's customer id at the gateway, or null before they have saved anything. */
export async function findCustomerId({ db, actor, gateway }: PaymentsInput): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, actor.userId), eq(paymentCustomers.gateway, gateway.kind)));
  return row?.customerId ?? null;
}

/** The actor's customer at the gateway, created on first use. */
export async function ensureCustomerId(input: PaymentsInput): Promise<string> {
  const existing = await findCustomerId(input);
  if (existing) return existing;
  const { db, actor, gateway } = input;
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw AppError.unauthorized();
  // One key per user: two first cards saved at once still make one customer at the gateway.
  const customer = await viaGateway(
    gateway.createCustomer({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      userId: user.id,
      idempotencyKey: `kinderly:customer:${user.id}`,
    }),
  );
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, gateway: gateway.kind, customerId: customer.id })
    .onConflictDoNothing();
  return (await findCustomerId(input)) ?? customer.id;
}

/** The user who owns a gateway customer id (webhooks carry only that). */
export async function userOfCustomer(db: PaymentsInput['db'], customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.customerId, customerId));
  return row?.userId ?? null;
}
