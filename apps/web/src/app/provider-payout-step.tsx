import { Box } from '@mui/material';
import { useEffect, type FormEvent } from 'react';
import { ConnectedAccountPage } from '../features/payments/pages/connected-account-page.tsx';
import { useSaveConnectedAccountLink } from '../features/provider-enrolment/api/save-connected-account-link.ts';
import { useProviderWizardContext } from '../features/provider-enrolment/wizard-context.ts';

/**
 * Step 1 of the provider wizard, composed here since features do not import each other: the payments feature's
 * payout account panel, and Next (which submits the wizard's form id) records the step with provider enrolment.
 * The server marks the step done only once the payout account has the person's details, so Next never claims an
 * account exists; the step never blocks the others either (ADR 014).
 */
export function ProviderPayoutStep() {
  const { formId, onSaved, onPendingChange } = useProviderWizardContext();
  const save = useSaveConnectedAccountLink();
  useEffect(() => onPendingChange(save.isPending), [onPendingChange, save.isPending]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ exists: true }, { onSuccess: ({ enrollmentSteps }) => onSaved(enrollmentSteps) });
  };

  return (
    <>
      <ConnectedAccountPage />
      {/* Its own (empty) form: the panel holds the sandbox onboarding form, and forms cannot nest. */}
      <Box component="form" id={formId} noValidate onSubmit={submit} />
    </>
  );
}
