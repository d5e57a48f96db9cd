import { API_PATHS, ProviderPayoutStepSchema } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/**
 * Tells the server the person is back from payout onboarding; it marks step 1 done when the payments layer has
 * their details (pending or verified), and answers the counters either way.
 */
export const saveConnectedAccountLink = ({ exists }: { exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateConnectedAccountLink
        : API_PATHS.childcareProvider.saveConnectedAccountLink,
      body: { onboardingReturned: true },
    },
    ProviderPayoutStepSchema,
  );

export const useSaveConnectedAccountLink = () =>
  useStepMutation('stripe-connected-account-link', saveConnectedAccountLink);
