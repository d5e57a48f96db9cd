import { useOutletContext } from 'react-router';
import type { StepFormProps } from './steps/step-form-props.ts';

/**
 * What the wizard frame hands the route of each step (React Router outlet context): the step's form id (Next
 * submits it), `onSaved` with the counters of a save (moves on), and `onPendingChange` (Next waits). The payout
 * account step, provided by the app, uses the same: `onSaved(null)` moves on without a save of its own.
 */
export type ProviderWizardContext = Omit<StepFormProps, 'onSaved'> & {
  onSaved: (steps: Parameters<StepFormProps['onSaved']>[0] | null) => void;
};

export const useProviderWizardContext = () => useOutletContext<ProviderWizardContext>();
