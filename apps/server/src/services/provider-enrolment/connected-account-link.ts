import type { ProviderRow } from '@kinderly/db';
import type { ProviderPayoutStep } from '@kinderly/shared';
import {
  enrollmentStepsOf,
  isPayoutDone,
  payoutOf,
  updateProviderAndStep,
  type PayoutState,
} from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/*
 * Step 1 reads the payout account the payments layer keeps (table connected_accounts, written by the gateway and
 * its webhooks); this module never talks to the gateway itself. The step is done while the account has all the
 * person's details (Stripe may still be verifying them: pending); listed needs it verified.
 */

function toStep(row: ProviderRow, state: PayoutState): ProviderPayoutStep {
  return {
    state,
    isConnected: state === 'verified',
    onboardingReturnedAt: row.connectedAccountReturnedAt?.toISOString() ?? null,
    accountLinkUrl: null,
  };
}

export async function getConnectedAccountLink(context: ProviderContext): Promise<{ data: ProviderPayoutStep }> {
  const row = await resolveOwnedProvider(context);
  return { data: toStep(row, (await payoutOf(context.db, row.userId)).state) };
}

/**
 * The wizard reports that the person came back from onboarding. Step 1 follows the payout account (done once it
 * has the details, pending or verified); the first return with details is remembered, and the answer says where the account
 * stands with the counters.
 */
export async function saveConnectedAccountLink(context: ProviderContext, onboardingReturned: boolean) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    const returned = onboardingReturned && isPayoutDone(await payoutOf(tx, provider.userId));
    const changes = returned ? { connectedAccountReturnedAt: provider.connectedAccountReturnedAt ?? new Date() } : {};
    return updateProviderAndStep(tx, provider.id, changes, null);
  });
  return { data: toStep(row, row.payout.state), enrollmentSteps: enrollmentStepsOf(row) };
}
