import { eq, exists, sql } from 'drizzle-orm';
import { childGuardians, daycareOrders, providers, type Database, type DaycareOrderRow } from '@kinderly/db';
import { Role } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { OrderViewer } from '../../lib/order-dto.ts';

// "No such order" and "not yours" answer the same: a stranger learns nothing about which ids exist.
export const orderNotFound = () => AppError.notFound('No such order.');

/** SQL: the actor is an accepted guardian of the order's child. */
export const isGuardianOfOrderChild = (actor: Actor) =>
  exists(
    sql`(select 1 from ${childGuardians} where ${childGuardians.childId} = ${daycareOrders.childId}
      and ${childGuardians.userId} = ${actor.userId} and ${childGuardians.accepted})`,
  );

/** SQL: the order is at the provider the actor owns. */
export const isOwnProviderOrder = (actor: Actor) =>
  exists(
    sql`(select 1 from ${providers} where ${providers.id} = ${daycareOrders.providerId} and ${providers.userId} = ${actor.userId})`,
  );

/**
 * The order and how the actor sees it: a guardian of its child as the parent, the owner of its provider as the
 * provider, the SuperAdmin as admin; 404 for everyone else. `as` narrows to one side (provider calls, parent
 * calls); `forUpdate` locks the row for the caller's transaction.
 */
export async function findOrderFor(
  db: Database,
  actor: Actor,
  orderId: string,
  options: { as?: OrderViewer; forUpdate?: boolean } = {},
): Promise<{ order: DaycareOrderRow; viewer: OrderViewer }> {
  const query = db
    .select({
      order: daycareOrders,
      parent: isGuardianOfOrderChild(actor).mapWith(Boolean),
      provider: isOwnProviderOrder(actor).mapWith(Boolean),
    })
    .from(daycareOrders)
    .where(eq(daycareOrders.id, orderId));
  const [row] = options.forUpdate ? await query.for('update', { of: daycareOrders }) : await query;
  if (!row) throw orderNotFound();
  const admin = actor.role === Role.SuperAdmin;
  const viewer: OrderViewer | null =
    options.as === 'provider'
      ? row.provider || admin
        ? 'provider'
        : null
      : options.as === 'parent'
        ? row.parent || admin
          ? 'parent'
          : null
        : row.provider
          ? 'provider'
          : row.parent
            ? 'parent'
            : admin
              ? 'admin'
              : null;
  if (!viewer) throw orderNotFound();
  return { order: row.order, viewer };
}

/** The provider record a home provider owns, or 404 (a parent or nanny calling a provider route never gets here). */
export async function ownProviderId(db: Database, actor: Actor): Promise<string> {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, actor.userId));
  if (!row) throw AppError.notFound('No provider record yet: finish your enrolment first.');
  return row.id;
}
