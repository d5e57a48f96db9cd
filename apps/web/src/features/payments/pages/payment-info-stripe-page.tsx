import { Button, Stack } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CreditCard } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { usePublicConfig } from '../api/get-public-config.ts';
import { SandboxCardForm } from '../components/sandbox-card-form.tsx';
import { SandboxTestCards } from '../components/sandbox-test-cards.tsx';
import { StripeCardPanel } from '../components/stripe-card-panel.tsx';

/** /app/payment-info-stripe: Stripe Checkout when a publishable key is configured, the sandbox card form otherwise. */
export function PaymentInfoStripePage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const config = usePublicConfig();

  const onSaved = useCallback(
    (card: CreditCard) => {
      enqueueSnackbar(t('addCard.saved', { last4: card.last4 }), { variant: 'success' });
      void navigate('/app/credit-cards-list');
    },
    [enqueueSnackbar, navigate, t],
  );

  return (
    <>
      <PageHeader title={t('addCard.title')} intro={t('addCard.intro')} />
      {config.isPending && <LoadingState />}
      {config.isError && <LoadError onRetry={() => void config.refetch()} />}
      {config.data && (
        <Stack spacing={2.5}>
          {config.data.stripePublishableKey ? (
            <StripeCardPanel returnedSession={params.get('checkoutSession')} onSaved={onSaved} />
          ) : (
            <>
              <SandboxTestCards />
              <SandboxCardForm onSaved={onSaved} />
            </>
          )}
          <Button
            component={Link}
            to="/app/payment-info"
            variant="outlined"
            sx={{ alignSelf: 'flex-start', bgcolor: 'background.paper' }}
          >
            {t('addCard.back')}
          </Button>
        </Stack>
      )}
    </>
  );
}
