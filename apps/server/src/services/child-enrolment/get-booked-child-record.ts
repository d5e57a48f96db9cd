import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { daycareOrders, providers } from '@kinderly/db';
import { ORDER_ADDRESS_STATUSES, Role, type ChildRecord } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ChildInput } from './deps.ts';
import { getChildRecord } from './get-child-record.ts';

/**
 * viewDetails/{childId} for a provider (issue 15): the child's whole record, but only to a provider the child has
 * an approved booking with (approved, in care, or such a day past); 404 to every other provider. The SuperAdmin
 * reads any record as before.
 */
export async function getBookedChildRecord(input: ChildInput): Promise<ChildRecord> {
  const { db, actor, childId } = input;
  if (actor.role === Role.SuperAdmin) return getChildRecord(input);
  const [booked] = await db
    .select({ id: daycareOrders.id })
    .from(daycareOrders)
    .where(
      and(
        eq(daycareOrders.childId, childId),
        inArray(daycareOrders.status, [...ORDER_ADDRESS_STATUSES]),
        exists(
          sql`(select 1 from ${providers} where ${providers.id} = ${daycareOrders.providerId} and ${providers.userId} = ${actor.userId})`,
        ),
      ),
    )
    .limit(1);
  if (!booked) throw AppError.notFound('Child not found.');
  // The booking was checked above; the record's readers check guardianship, which the administrator's role passes.
  return getChildRecord({ ...input, actor: { ...actor, role: Role.SuperAdmin } });
}
