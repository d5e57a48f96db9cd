import { Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useChosenWaitlistFilters } from '../api/choose-waitlist-filters.ts';
import { useWaitlistTicket } from '../api/get-waitlist-ticket.ts';
import { wizardStartPath } from '../lib/queue-paths.ts';
import { useTileText, type TileList } from '../lib/use-tile-text.ts';

const LISTS: { list: TileList; label: 'providerTypes' | 'childcareTypes' | 'curriculum' | 'payment' }[] = [
  { list: 'providerTypes', label: 'providerTypes' },
  { list: 'childcareTypes', label: 'childcareTypes' },
  { list: 'schoolPlans', label: 'curriculum' },
  { list: 'paymentOptions', label: 'payment' },
];

/**
 * "Your filters": what the ticket the providers were matched with chose in each list, and how many providers match
 * it (POST waitlist filters). Nothing while the answers are incomplete or loading: the list below is the page.
 */
export function FiltersSummary({ childId, ticketId }: { childId: string; ticketId: string }) {
  const { t } = useTranslation('waitlist');
  const texts = useTileText();
  const headingId = useId();
  const ticket = useWaitlistTicket(childId, ticketId);
  const filters = useChosenWaitlistFilters(ticket.data?.selections ?? null, childId);
  const data = filters.data;
  if (!data || data.providerTypes.length === 0) return null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {t('queue.filters.title')}
        </Typography>
        <Button component={RouterLink} to={wizardStartPath(childId, ticketId)} sx={{ color: 'primary.dark' }}>
          {t('queue.filters.change')}
        </Button>
      </Stack>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {LISTS.map(({ list, label }) => (
          <Typography key={list} variant="body2" component="div">
            <Typography component="dt" variant="body2" sx={{ display: 'inline', fontWeight: 600 }}>
              {t(`confirmation.${label}`)}
              {': '}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ display: 'inline', m: 0 }}>
              {data[list]
                .filter((item) => item.selected)
                .map((item) => texts.tile(list, item).name)
                .join(', ') || t('queue.filters.none')}
            </Typography>
          </Typography>
        ))}
      </Stack>
      {data.matchingProviders !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('queue.filters.matching', { count: data.matchingProviders })}
        </Typography>
      )}
    </Paper>
  );
}
