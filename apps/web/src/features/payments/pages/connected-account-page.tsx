import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConnectedAccountLink } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useConnectedAccountLink } from '../api/get-connected-account-link.ts';
import { usePutConnectedAccountLink } from '../api/put-connected-account-link.ts';
import { AccountStateChip } from '../components/account-state-chip.tsx';
import { SandboxOnboardingForm } from '../components/sandbox-onboarding-form.tsx';

function actionLabel(account: ConnectedAccountLink): 'payout.start' | 'payout.resume' | 'payout.update' {
  if (account.state === 'not_started') return 'payout.start';
  return account.state === 'pending' ? 'payout.resume' : 'payout.update';
}

/**
 * The payout account step (the provider wizard's stripe-connected-account-link, and /app/payout-account): only
 * the panel's content, so the wizard can frame it. Stripe onboarding is its hosted page; the sandbox's is the
 * form below, opened with `?onboarding=` as Stripe's return would reopen this page.
 */
export function ConnectedAccountPage() {
  const { t } = useTranslation('payments');
  const account = useConnectedAccountLink();
  const link = usePutConnectedAccountLink();
  const [params, setParams] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const onboarding = params.has('onboarding');

  const start = () => {
    setFailed(false);
    const here = window.location.href.split('?')[0]!;
    link.mutate(
      { returnUrl: here, refreshUrl: here },
      {
        onSuccess: ({ url, account: next }) => {
          if (next.sandbox) setParams({ onboarding: next.accountId ?? '' });
          else window.location.assign(url);
        },
        onError: (error) => !isHandledApiError(error) && setFailed(true),
      },
    );
  };

  if (account.isPending) return <LoadingState />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;
  const data = account.data;
  const showForm = data.sandbox && onboarding && data.state !== 'verified' && data.state !== 'not_started';

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" component="section" aria-labelledby="payout-status" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="payout-status" variant="h6" component="h2">
              {t('payout.statusLabel')}
            </Typography>
            <AccountStateChip state={data.state} />
          </Stack>
          <Typography>{t(`payout.explain.${data.state}`)}</Typography>
          {data.bankLast4 && (
            <Typography color="text.secondary">{t('payout.bankOnFile', { last4: data.bankLast4 })}</Typography>
          )}
          {data.state !== 'verified' && data.state !== 'not_started' && data.requirementsDue.length > 0 && (
            <Typography color="text.secondary">
              {t('payout.requirements', { count: data.requirementsDue.length })}
            </Typography>
          )}
          {data.sandbox && (
            <Alert severity="info" variant="outlined">
              {t('payout.sandboxNotice')}
            </Alert>
          )}
          {failed && <Alert severity="error">{t('payout.startFailed')}</Alert>}
          {!showForm && (
            <Button
              variant={data.state === 'verified' ? 'outlined' : 'contained'}
              onClick={start}
              disabled={link.isPending}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {link.isPending && !data.sandbox ? t('payout.redirecting') : t(actionLabel(data))}
            </Button>
          )}
        </Stack>
      </Paper>
      {showForm && <SandboxOnboardingForm onDone={(next) => next.state !== 'pending' && setParams({})} />}
    </Stack>
  );
}
