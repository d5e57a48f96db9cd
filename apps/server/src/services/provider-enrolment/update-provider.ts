import { eq } from 'drizzle-orm';
import { providers, type Database, type NewProviderRow } from '@kinderly/db';
import type { ProviderProfile, UpdateProviderRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateProviderAndStep } from './enrollment-steps.ts';
import { buildProviderProfile, isPrivilegedReader } from './public-profile.ts';

/**
 * PATCH /api/providers/{id}: the owner or the SuperAdmin changes the fields sent (the schema refuses any other);
 * anyone else gets the same 404 as for a provider that does not exist. Answers the updated profile.
 */
export async function updateProvider({
  db,
  actor,
  providerId,
  updatedFields,
}: {
  db: Database;
  actor: Actor;
  providerId: string;
  updatedFields: UpdateProviderRequest['updatedFields'];
}): Promise<{ data: ProviderProfile }> {
  const [existing] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!existing || !isPrivilegedReader(actor, existing)) throw AppError.notFound('No such provider.');
  const changes: Partial<NewProviderRow> = Object.fromEntries(
    Object.entries(updatedFields).filter(([, value]) => value !== undefined),
  );
  // Through the step writer: the row is locked and the listing flags are worked out again, as for any save.
  const row = await db.transaction((tx) => updateProviderAndStep(tx, providerId, changes, null));
  return { data: await buildProviderProfile(db, actor, row) };
}
