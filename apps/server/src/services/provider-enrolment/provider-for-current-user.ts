import { eq } from 'drizzle-orm';
import { users, type Database, type ProviderRow } from '@kinderly/db';
import { Role, type EnrollmentSteps, type Provider, type ProviderTypeId } from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { enrollmentStepsOf, withPayoutState } from './enrollment-steps.ts';
import { ensureOwnProvider, resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

async function providerDto(db: Database, row: ProviderRow): Promise<Provider> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    id: row.id,
    userId: row.userId,
    providerType: row.providerType as ProviderTypeId | null,
    businessName: row.businessName,
    licenceNumber: row.licenceNumber,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    city: row.city,
    province: row.province,
    enrollmentSteps: enrollmentStepsOf(await withPayoutState(db, row)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** SPEC section 4: only when the signed-in user acts as a home provider; otherwise null data. */
export async function getProviderForCurrentUser({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<{ data: Provider | null }> {
  if (actor.role !== Role.HomeProvider) return { data: null };
  return { data: await providerDto(db, await ensureOwnProvider(db, actor.userId)) };
}

export async function getEnrollmentSteps(context: ProviderContext): Promise<{ data: EnrollmentSteps }> {
  return { data: enrollmentStepsOf(await withPayoutState(context.db, await resolveOwnedProvider(context))) };
}
