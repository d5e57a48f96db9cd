import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useOrderByLink } from '../api/get-order-by-link.ts';
import { OrderCard } from '../components/order-card.tsx';

/**
 * /orders-history (the parent's side) and /bookings-history (the provider's): one order from a booking mail's
 * signed link, read-only and without sign-in (SPEC section 2's entry pages). Acting on it needs the signed-in app.
 */
function OrderLinkPage({ side }: { side: 'parent' | 'provider' }) {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useOrderByLink(token);
  const manage = side === 'parent' ? '/app/booking' : '/app/history';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {side === 'parent' ? t('link.parentTitle') : t('link.providerTitle')}
        </Typography>
        {!token || query.isError ? (
          <Alert severity="warning">{t('link.expired')}</Alert>
        ) : query.isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('link.loading')}</Typography>
          </Stack>
        ) : (
          <OrderCard order={query.data} side={side} headingLevel={2} />
        )}
        <Typography color="text.secondary">{t('link.readOnly')}</Typography>
        <div>
          <Button component={RouterLink} to={manage} variant="contained">
            {side === 'parent' ? t('link.manageParent') : t('link.manageProvider')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

export const ParentOrderLinkPage = () => <OrderLinkPage side="parent" />;
export const ProviderOrderLinkPage = () => <OrderLinkPage side="provider" />;
