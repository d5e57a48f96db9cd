import { eq } from 'drizzle-orm';
import { providers, type Database, type ProviderRow } from '@kinderly/db';
import { Role } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

export interface ProviderContext {
  db: Database;
  actor: Actor;
  /** The provider a SuperAdmin acts on; a home provider may leave it out (their own). */
  providerId?: string | undefined;
}

const notFound = () => AppError.notFound('No such provider.');

/** The provider record of a home-provider user, made on first use: every home provider has exactly one. */
export async function ensureOwnProvider(db: Database, userId: string): Promise<ProviderRow> {
  const [existing] = await db.select().from(providers).where(eq(providers.userId, userId));
  if (existing) return existing;
  await db.insert(providers).values({ userId }).onConflictDoNothing({ target: providers.userId });
  const [created] = await db.select().from(providers).where(eq(providers.userId, userId));
  if (!created) throw notFound();
  return created;
}

/**
 * The provider the actor may read and change in the enrolment calls: a home provider's own record (naming
 * another provider's id is 404, so ids of others are not confirmed), or for the SuperAdmin the one named.
 * Every other role is refused (routes already allow only these two; this keeps the service safe alone).
 */
export async function resolveOwnedProvider({ db, actor, providerId }: ProviderContext): Promise<ProviderRow> {
  if (actor.role === Role.HomeProvider) {
    const own = await ensureOwnProvider(db, actor.userId);
    if (providerId && providerId !== own.id) throw notFound();
    return own;
  }
  if (actor.role === Role.SuperAdmin) {
    if (!providerId) throw AppError.validation({ ProviderId: ['Name the provider (providerId).'] });
    const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
    if (!row) throw notFound();
    return row;
  }
  throw AppError.forbidden('Only the provider and the administrator may change a provider enrolment.');
}

/** A provider by id for public profile reads: listed providers to everyone; unlisted ones to owner and admin. */
export async function findVisibleProvider(db: Database, actor: Actor, providerId: string): Promise<ProviderRow> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw notFound();
  if (row.isListed || actor.role === Role.SuperAdmin || row.userId === actor.userId) return row;
  throw notFound();
}

/** The provider belonging to a user id (the gallery is keyed by user, SPEC section 3). */
export async function findProviderByUserId(db: Database, userId: string): Promise<ProviderRow | null> {
  const [row] = await db.select().from(providers).where(eq(providers.userId, userId));
  return row ?? null;
}
