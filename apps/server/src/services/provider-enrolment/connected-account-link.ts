import { desc, eq } from 'drizzle-orm';
import { connectedAccounts, type Database, type ProviderRow } from '@kinderly/db';
import type { ProviderPayoutStep } from '@kinderly/shared';
import { enrollmentStepsOf, updateProviderAndStep } from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/*
 * Step 1 reads the payout account the payments layer keeps (table connected_accounts, written by the gateway and
 * its webhooks); this module never talks to the gateway itself. The step is done once the person came back from
 * onboarding with their details submitted: Stripe may still be verifying them (pending).
 */

async function payoutStateOf(db: Database, userId: string): Promise<ProviderPayoutStep['state']> {
  const [account] = await db
    .select({ state: connectedAccounts.state, detailsSubmitted: connectedAccounts.detailsSubmitted })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .orderBy(desc(connectedAccounts.updatedAt))
    .limit(1);
  if (!account) return 'not_started';
  return account.state as ProviderPayoutStep['state'];
}

function toStep(row: ProviderRow, state: ProviderPayoutStep['state']): ProviderPayoutStep {
  return {
    state,
    isConnected: state === 'verified',
    onboardingReturnedAt: row.connectedAccountReturnedAt?.toISOString() ?? null,
    accountLinkUrl: null,
  };
}

const SUBMITTED = new Set<ProviderPayoutStep['state']>(['pending', 'verified']);

export async function getConnectedAccountLink(context: ProviderContext): Promise<{ data: ProviderPayoutStep }> {
  const row = await resolveOwnedProvider(context);
  return { data: toStep(row, await payoutStateOf(context.db, row.userId)) };
}

/**
 * The wizard reports that the person came back from onboarding: step 1 is completed when the payout account has
 * its details submitted; otherwise nothing is marked and the answer says where the account stands.
 */
export async function saveConnectedAccountLink(context: ProviderContext, onboardingReturned: boolean) {
  const provider = await resolveOwnedProvider(context);
  const state = await payoutStateOf(context.db, provider.userId);
  const complete = onboardingReturned && SUBMITTED.has(state);
  const row = await context.db.transaction((tx) =>
    complete
      ? updateProviderAndStep(
          tx,
          provider.id,
          { connectedAccountReturnedAt: provider.connectedAccountReturnedAt ?? new Date() },
          'stripe-connected-account-link',
        )
      : updateProviderAndStep(tx, provider.id, {}, null),
  );
  return { data: toStep(row, state), enrollmentSteps: enrollmentStepsOf(row) };
}
