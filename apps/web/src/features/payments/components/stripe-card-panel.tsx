import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@kinderly/shared';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useAddCreditCardInfo } from '../api/add-credit-card-info.ts';
import { useCreateCheckoutSessionSaveCardDetails } from '../api/create-checkout-session-save-card-details.ts';

/**
 * With Stripe configured the card is typed on Stripe Checkout (setup mode), never here. Stripe sends the browser
 * back with the session id, which is handed to addCreditCardInfo; the webhook records the card as well.
 */
export function StripeCardPanel({
  returnedSession,
  onSaved,
}: {
  returnedSession: string | null;
  onSaved: (card: CreditCard) => void;
}) {
  const { t } = useTranslation('payments');
  const checkout = useCreateCheckoutSessionSaveCardDetails();
  const add = useAddCreditCardInfo();
  const [failed, setFailed] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    if (!returnedSession || reported.current) return;
    reported.current = true;
    add.mutate(
      { checkoutSessionId: returnedSession },
      {
        onSuccess: (result) => result.card && onSaved(result.card),
        onError: (error) => !isHandledApiError(error) && setFailed(true),
      },
    );
  }, [returnedSession, add, onSaved]);

  const start = () => {
    const origin = window.location.origin;
    checkout.mutate(
      {
        // Stripe fills in {CHECKOUT_SESSION_ID} when it sends the browser back.
        successUrl: `${origin}/app/payment-info-stripe?checkoutSession={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/app/payment-info`,
      },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => !isHandledApiError(error) && setFailed(true),
      },
    );
  };

  if (returnedSession && !failed) return <LoadingState label={t('addCard.returning')} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('addCard.stripeTitle')}
        </Typography>
        <Typography>{t('addCard.stripeIntro')}</Typography>
        {failed && <Alert severity="error">{t('addCard.returnFailed')}</Alert>}
        <Button
          variant="contained"
          onClick={start}
          disabled={checkout.isPending || checkout.isSuccess}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {checkout.isPending || checkout.isSuccess ? t('addCard.redirecting') : t('addCard.continueToStripe')}
        </Button>
      </Stack>
    </Paper>
  );
}
