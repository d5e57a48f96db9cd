import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useConnectedAccountLink } from '../features/payments/api/get-connected-account-link.ts';
import { ConnectedAccountPage } from '../features/payments/pages/connected-account-page.tsx';
import { providerKeys } from '../features/provider-enrolment/api/query-keys.ts';
import { useSaveConnectedAccountLink } from '../features/provider-enrolment/api/save-connected-account-link.ts';
import { useProviderWizardContext } from '../features/provider-enrolment/wizard-context.ts';

/**
 * Step 1 of the provider wizard, composed here since features do not import each other: the payments feature's
 * payout account panel, and Next (which submits the wizard's form id) records the step with provider enrolment.
 * The server marks the step done only once the payout account has the person's details, so Next never claims an
 * account exists; the step never blocks the others either (ADR 014). Step 1's tick is the payout account's state
 * as the server reads it, so whenever the panel sees a new state the wizard's counters are read again: the tick
 * and the status chip never disagree.
 */
export function ProviderPayoutStep() {
  const { formId, onSaved, onPendingChange } = useProviderWizardContext();
  const save = useSaveConnectedAccountLink();
  useEffect(() => onPendingChange(save.isPending), [onPendingChange, save.isPending]);
  const queryClient = useQueryClient();
  const accountState = useConnectedAccountLink().data?.state;
  useEffect(() => {
    if (accountState) void queryClient.invalidateQueries({ queryKey: providerKeys.steps() });
  }, [accountState, queryClient]);

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
