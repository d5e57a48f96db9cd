import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { formatCents } from '../../../lib/money.ts';
import { useAllowance, useBuyWaitlistPack } from '../api/allowance.ts';
import { childProblemOf, WAITLIST_CARD_PATH } from './limit-page.tsx';

/** The server's words for a refused payment (the card's decline under its field), or a general line. */
function paymentProblemOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return (error.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined) ?? error.message;
}

/**
 * /one-time-purchase?childId=: more waitlist entries for one child, paid once with the family's default card at
 * the price the server sets (ADR 023). Without a saved card it sends the parent to add one first.
 */
export function OneTimePurchasePage() {
  const { t, i18n } = useTranslation('waitlist');
  const { t: tPayments } = useTranslation('payments');
  const [params] = useSearchParams();
  const childId = params.get('childId');
  const allowance = useAllowance(childId);
  const buy = useBuyWaitlistPack();
  const refusal = childProblemOf(allowance.error);

  if (!childId || refusal) {
    return (
      <>
        <PageHeader title={t('purchase.title')} />
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={Link} to={WAITLIST_CARD_PATH}>
              {t('limit.toCard')}
            </Button>
          }
        >
          {refusal ?? t('limit.noChild')}
        </Alert>
      </>
    );
  }
  if (allowance.isPending) return <LoadingState />;
  if (allowance.isError) return <LoadError onRetry={() => void allowance.refetch()} />;
  const { childFirstName: name, pack, defaultCard, limit } = allowance.data;
  const price = formatCents(pack.amountCents, i18n.language);
  const providersPath = `/app/waitlist/children/${encodeURIComponent(childId)}/childcare-providers`;

  if (buy.isSuccess) {
    return (
      <>
        <PageHeader title={t('purchase.title')} />
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={Link} to={providersPath}>
              {t('purchase.toProviders')}
            </Button>
          }
        >
          {t('purchase.paid', { name, price, max: limit })}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('purchase.title')} intro={t('purchase.intro', { name })} />
      <Paper variant="outlined" component="section" aria-labelledby="purchase-summary" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="purchase-summary" variant="h6" component="h2">
            {t('purchase.summary', { count: pack.entries, name })}
          </Typography>
          <Typography>{t('purchase.price', { price })}</Typography>
          {buy.isError && <Alert severity="error">{paymentProblemOf(buy.error, t('purchase.failed'))}</Alert>}
          {defaultCard ? (
            <>
              <Typography>
                {t('purchase.card', { brand: tPayments(`brands.${defaultCard.brand}`), last4: defaultCard.last4 })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" loading={buy.isPending} onClick={() => buy.mutate(childId)}>
                  {t('purchase.pay', { price })}
                </Button>
                <Button component={Link} to="/app/credit-cards-list">
                  {t('purchase.changeCard')}
                </Button>
              </Stack>
            </>
          ) : (
            <Alert
              severity="info"
              action={
                <Button color="inherit" component={Link} to="/app/payment-info">
                  {t('purchase.addCard')}
                </Button>
              }
            >
              {t('purchase.noCard')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
}
