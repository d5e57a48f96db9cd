import { eq } from 'drizzle-orm';
import { policies, type Database } from '@kinderly/db';
import type { GetPolicyQuery, Policy } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { toPolicy } from './policy-dto.ts';

/** A policy in one language, for its public page; anyone may read it. */
export async function getPolicy({ db, id, language }: { db: Database } & GetPolicyQuery): Promise<Policy> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  if (!row) throw AppError.notFound('There is no policy with this id.');
  return toPolicy(row, language);
}
