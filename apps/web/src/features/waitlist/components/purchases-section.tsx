import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/money.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { dateText } from '../lib/queue-text.ts';

/** "Your purchases" on the waitlist card: the packs of more waitlists the family bought; nothing when there are none. */
export function PurchasesSection() {
  const { t, i18n } = useTranslation('waitlist');
  const headingId = useId();
  const purchases = useSubscriptions().data ?? [];
  if (purchases.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('queue.purchases.title')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {purchases.map((purchase) => (
          <Typography component="li" variant="body2" key={purchase.purchaseId}>
            {t('queue.purchases.entries', { count: purchase.entries, name: purchase.childFirstName })}
            {' · '}
            {formatCents(purchase.amountCents, i18n.language)}
            {' · '}
            {dateText(i18n.language, purchase.createdAt)}
            {' · '}
            {t(`queue.purchases.status.${purchase.status}`)}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
