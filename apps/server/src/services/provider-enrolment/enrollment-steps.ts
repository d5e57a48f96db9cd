import { desc, eq } from 'drizzle-orm';
import { connectedAccounts, providers, type Database, type NewProviderRow, type ProviderRow } from '@kinderly/db';
import {
  PROVIDER_ENROLMENT_STEP_SLUGS,
  PROVIDER_PAYOUT_STEP,
  PROVIDER_ENROLMENT_TOTAL_STEPS,
  PROVIDER_LISTING_REQUIRED_STEPS,
  type EnrollmentSteps,
  type ProviderEnrolmentStepSlug,
  type ProviderPayoutStep,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';

export type PayoutState = ProviderPayoutStep['state'];
/** Where the payout account stands, and whether the person has given all their details (submitted). */
export type Payout = { state: PayoutState; detailsSubmitted: boolean };
/** A provider with its payout account, both read in the same transaction. */
export type ProviderWithPayout = ProviderRow & { payout: Payout };

/**
 * The state of the user's payout account as the payments layer last recorded it (table connected_accounts,
 * written by the gateway's answers and webhooks); not_started when there is none.
 */
export async function payoutOf(db: Database, userId: string): Promise<Payout> {
  const [account] = await db
    .select({ state: connectedAccounts.state, detailsSubmitted: connectedAccounts.detailsSubmitted })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .orderBy(desc(connectedAccounts.updatedAt))
    .limit(1);
  if (!account) return { state: 'not_started', detailsSubmitted: false };
  return { state: account.state as PayoutState, detailsSubmitted: account.detailsSubmitted };
}

export const withPayoutState = async (db: Database, row: ProviderRow): Promise<ProviderWithPayout> => ({
  ...row,
  payout: await payoutOf(db, row.userId),
});

/**
 * Step 1 is done once the payout account has all the person's details: verified, or pending while the gateway
 * checks them. A pending account still being filled in, or a restricted one, is not done.
 */
export const isPayoutDone = ({ state, detailsSubmitted }: Payout) =>
  state === 'verified' || (state === 'pending' && detailsSubmitted);

/**
 * The steps done: the stored ones, except step 1, which is what the payout account says (never a stored mark
 * that could disagree with it).
 */
function doneSteps(completed: readonly string[], payout: Payout): ProviderEnrolmentStepSlug[] {
  const done = new Set(completed);
  return PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) =>
    slug === PROVIDER_PAYOUT_STEP ? isPayoutDone(payout) : done.has(slug),
  );
}

/**
 * The step counters of a provider (always reported in wizard order). Listed needs every listing step done and,
 * for the payout step, an account that can receive money (verified), not only one with details submitted.
 */
export function enrollmentStepsOf(row: Pick<ProviderWithPayout, 'completedSteps' | 'payout'>): EnrollmentSteps {
  const completedSteps = doneSteps(row.completedSteps, row.payout);
  const done = new Set(completedSteps);
  const missingForListing = PROVIDER_LISTING_REQUIRED_STEPS.filter((slug) =>
    slug === PROVIDER_PAYOUT_STEP ? row.payout.state !== 'verified' : !done.has(slug),
  );
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
 * Step 1 and `is_listed` are written from the payout account as read in the same transaction.
 */
export async function updateProviderAndStep(
  tx: Database,
  providerId: string,
  changes: Partial<NewProviderRow>,
  slug: ProviderEnrolmentStepSlug | null,
): Promise<ProviderWithPayout> {
  const [locked] = await tx.select().from(providers).where(eq(providers.id, providerId)).for('no key update');
  if (!locked) throw AppError.notFound('No such provider.');
  const payout = await payoutOf(tx, locked.userId);
  const steps = enrollmentStepsOf({
    completedSteps: slug ? [...locked.completedSteps, slug] : locked.completedSteps,
    payout,
  });
  const [row] = await tx
    .update(providers)
    .set({
      ...changes,
      completedSteps: steps.completedSteps,
      isListed: steps.isListed,
      isComplete: steps.isComplete,
    })
    .where(eq(providers.id, providerId))
    .returning();
  return { ...row!, payout };
}

/**
 * Re-evaluates step 1 and `is_listed` of the user's provider after their payout account changed state. The
 * payments layer calls it in the transaction that writes the new state, so the two never disagree. No provider
 * (a parent's account, or one not yet started): nothing to do.
 */
export async function refreshProviderListing(tx: Database, userId: string): Promise<void> {
  const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
  if (provider) await updateProviderAndStep(tx, provider.id, {}, null);
}

/**
 * Locks the provider row for the rest of the caller's transaction. Call it first in a transaction that replaces
 * child rows: two saves of the same step then run one after the other instead of both deleting the old rows and
 * the second failing to insert its own.
 */
export async function lockProvider(tx: Database, providerId: string): Promise<void> {
  await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('no key update');
}
