import { useParams } from 'react-router';
import { isStepSlug, PAYOUT_STEP } from '../lib/wizard-steps.ts';
import { STEP_FORMS } from '../steps/step-registry.tsx';
import { useProviderWizardContext } from '../wizard-context.ts';

/** The form of the step named in the address, inside the wizard frame. */
export function ProviderWizardStepPage() {
  const { step } = useParams();
  const context = useProviderWizardContext();
  if (!isStepSlug(step) || step === PAYOUT_STEP) return null;
  const Form = STEP_FORMS[step];
  // A new key per step: each form starts from its own saved data.
  return <Form key={step} {...context} onSaved={context.onSaved} />;
}
