import { eq } from 'drizzle-orm';
import { providers, type Database, type NewProviderRow, type ProviderRow } from '@kinderly/db';
import {
  PROVIDER_ENROLMENT_STEP_SLUGS,
  PROVIDER_ENROLMENT_TOTAL_STEPS,
  PROVIDER_LISTING_REQUIRED_STEPS,
  type EnrollmentSteps,
  type ProviderEnrolmentStepSlug,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';

/** The step counters of a provider, from its completed steps (always reported in wizard order). */
export function enrollmentStepsOf(row: Pick<ProviderRow, 'completedSteps'>): EnrollmentSteps {
  const done = new Set(row.completedSteps);
  const completedSteps = PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) => done.has(slug));
  const missingForListing = PROVIDER_LISTING_REQUIRED_STEPS.filter((slug) => !done.has(slug));
  return {
    enrollmentStep: completedSteps.length,
    completedSteps,
    nextStep: PROVIDER_ENROLMENT_STEP_SLUGS.find((slug) => !done.has(slug)) ?? null,
    totalSteps: PROVIDER_ENROLMENT_TOTAL_STEPS,
    isComplete: completedSteps.length === PROVIDER_ENROLMENT_TOTAL_STEPS,
    missingForListing,
    isListed: missingForListing.length === 0,
  };
}

export const isStepCompleted = (row: Pick<ProviderRow, 'completedSteps'>, slug: ProviderEnrolmentStepSlug) =>
  row.completedSteps.includes(slug);

/**
 * Writes `changes` to the provider and, when `slug` is given, records that step as completed, in the caller's
 * transaction. The row is locked so that two saves at once cannot lose each other's step; `no key update` because
 * the child-table inserts before it hold key-share locks on this row, which a plain `for update` would deadlock on.
 */
export async function updateProviderAndStep(
  tx: Database,
  providerId: string,
  changes: Partial<NewProviderRow>,
  slug: ProviderEnrolmentStepSlug | null,
): Promise<ProviderRow> {
  const [locked] = await tx.select().from(providers).where(eq(providers.id, providerId)).for('no key update');
  if (!locked) throw AppError.notFound('No such provider.');
  const completed =
    slug && !locked.completedSteps.includes(slug) ? [...locked.completedSteps, slug] : locked.completedSteps;
  const steps = enrollmentStepsOf({ completedSteps: completed });
  const [row] = await tx
    .update(providers)
    .set({
      ...changes,
      completedSteps: completed,
      isListed: steps.isListed,
      isComplete: steps.isComplete,
    })
    .where(eq(providers.id, providerId))
    .returning();
  return row!;
}

/**
 * Locks the provider row for the rest of the caller's transaction. Call it first in a transaction that replaces
 * child rows: two saves of the same step then run one after the other instead of both deleting the old rows and
 * the second failing to insert its own.
 */
export async function lockProvider(tx: Database, providerId: string): Promise<void> {
  await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('no key update');
}
