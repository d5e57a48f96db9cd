import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreditCard } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { useCreateOrderPaymentSession, usePayOrderWithCard } from '../api/pay-order.ts';

type PayOrderPanelProps = {
  orderId: string;
  /** The hosted payment page sent the parent back with its session: the payment is being confirmed. */
  returnedFromCheckout: boolean;
  cards: readonly CreditCard[];
};

/** The server's words for a refusal, or null for a failure the app routes elsewhere. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const fieldMessage = error.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined;
  return fieldMessage ?? error.message;
}

/**
 * /app/credit-cards-list?payOrder={orderId}: where the "payment failed" mail sends the parent. They pay the day
 * with a saved card, or on the hosted payment page (another card, or a bank that asks them to confirm).
 */
export function PayOrderPanel({ orderId, returnedFromCheckout, cards }: PayOrderPanelProps) {
  const { t } = useTranslation('payments');
  const pay = usePayOrderWithCard();
  const session = useCreateOrderPaymentSession();
  const busy = pay.isPending || session.isPending;
  const refusal = refusalOf(pay.error ?? session.error);

  const openCheckout = () => {
    const returnUrl = `${window.location.origin}/app/credit-cards-list?payOrder=${encodeURIComponent(orderId)}`;
    session.mutate({ orderId, returnUrl }, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  if (pay.isSuccess || returnedFromCheckout) {
    return (
      <Alert
        severity="success"
        action={
          <Button component={Link} to="/app/booking?view=bookings">
            {t('payOrder.toBookings')}
          </Button>
        }
      >
        {pay.isSuccess ? t('payOrder.paid') : t('payOrder.confirming')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pay-order-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="pay-order-title" variant="h6" component="h2">
          {t('payOrder.title')}
        </Typography>
        <Typography>{t('payOrder.intro')}</Typography>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {cards.map((card) => (
            <Button
              key={card.id}
              variant="contained"
              disabled={busy}
              onClick={() => pay.mutate({ orderId, creditCardId: card.id })}
            >
              {t('payOrder.withCard', { brand: t(`brands.${card.brand}`), last4: card.last4 })}
            </Button>
          ))}
          <Button variant="outlined" disabled={busy} onClick={openCheckout}>
            {t('payOrder.otherWay')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
