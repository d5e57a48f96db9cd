import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useCreditCards } from '../api/get-credit-cards.ts';
import { formatExpiry } from '../lib/format.ts';

/** The card bookings are charged to (the default one), or the way to add one; for pages that take payment. */
export function DefaultCard() {
  const { t, i18n } = useTranslation('payments');
  const cards = useCreditCards();
  if (cards.isError) return <LoadError onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <Skeleton variant="rounded" height={48} aria-label={t('defaultCard.loading')} />;
  const card = cards.data.find((candidate) => candidate.isDefault) ?? cards.data[0];
  if (!card)
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{t('defaultCard.none')}</Alert>
        <Button component={Link} to="/app/payment-info-stripe" variant="outlined">
          {t('cards.add')}
        </Button>
      </Stack>
    );
  const names = { brand: t(`brands.${card.brand}`), last4: card.last4 };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <CreditCardIcon aria-hidden color="action" />
      <div>
        <Typography>{t('cards.ending', names)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cards.expires', { date: formatExpiry(card.expMonth, card.expYear, i18n.language) })}
        </Typography>
      </div>
      <Button component={Link} to="/app/credit-cards-list" size="small" sx={{ ml: 'auto', color: 'primary.dark' }}>
        {t('defaultCard.change')}
      </Button>
    </Stack>
  );
}
