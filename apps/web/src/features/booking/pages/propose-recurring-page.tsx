import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { DaycareOrder } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useHistory } from '../api/get-history.ts';
import { useProposeRecurringOrders } from '../api/propose-recurring-orders.ts';
import { RecurrenceFields } from '../components/recurrence-fields.tsx';
import { RecurrencePreviewSection } from '../components/recurrence-preview.tsx';
import { formatDay, formatTime } from '../lib/format.ts';
import { providerActions } from '../lib/orders.ts';
import { BOOKING_PATHS } from '../lib/paths.ts';
import { useRecurrenceForm } from '../lib/use-recurrence-form.ts';

/**
 * /app/history/propose/:childId: the provider proposes the same weekdays every week to the family of a child with
 * an approved booking here (childcareProviderHistory/createReoccurringOrders). The preview lists every date, the
 * unbookable ones with the reason; confirming saves the rest as the parent's drafts, which the parent books.
 * The child, its family and the provider's id come from the provider's own orders (hidden cards included).
 */
export function ProposeRecurringPage() {
  const { t } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const { childId = '' } = useParams();
  const history = useHistory('provider', { includeHidden: true });
  const propose = useProposeRecurringOrders();
  const form = useRecurrenceForm();
  const [proposed, setProposed] = useState<DaycareOrder[] | null>(null);
  const back = (
    <Button
      component={RouterLink}
      to={BOOKING_PATHS.providerHistory}
      sx={{ color: 'primary.dark', alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {t('child.back')}
    </Button>
  );

  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  if (!history.data) return <LoadingState label={t('provider.loading')} />;
  const { current, upcoming, past } = history.data;
  const booked = [...current, ...upcoming, ...past].find(
    (order) => order.childId === childId && providerActions(order).propose,
  );
  if (!booked)
    return (
      <>
        <PageHeader title={t('propose.notFoundTitle')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('propose.notFound')}</Alert>
          {back}
        </Stack>
      </>
    );

  const name = booked.childFirstName;
  const parent = booked.parentName;
  const ids = { childcareProviderId: booked.childcareProviderId, childId };
  const onFailure = (error: unknown) => {
    if (!isHandledApiError(error)) form.showFailure(error);
  };
  const onPreview = () => {
    const body = form.request(ids, false);
    if (body) propose.mutate(body, { onSuccess: form.setPreview, onError: onFailure });
  };
  const onConfirm = () => {
    const body = form.request(ids, true);
    if (!body) return;
    propose.mutate(body, {
      onSuccess: (result) => {
        setProposed(result.orders);
        enqueueSnackbar(t('propose.done', { count: result.orders.length, parent }), { variant: 'success' });
      },
      onError: onFailure,
    });
  };
  const bookable = form.preview?.dates.filter((date) => date.bookable) ?? [];

  return (
    <>
      <PageHeader
        title={t('propose.title', { name: `${name} ${booked.childLastName}` })}
        // Once proposed, the page says what happened instead of how to choose.
        intro={proposed ? undefined : t('propose.intro', { parent })}
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {proposed ? (
          <Proposed orders={proposed} parent={parent} />
        ) : (
          <>
            <RecurrenceFields form={form} />
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
              {back}
              <Button
                variant={form.preview ? 'outlined' : 'contained'}
                onClick={onPreview}
                disabled={propose.isPending}
              >
                {t('recurring.preview')}
              </Button>
            </Stack>
            {form.preview && (
              <RecurrencePreviewSection
                preview={form.preview}
                side="provider"
                totalsNote={
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
                    {t('propose.totalsNote', { parent })}
                  </Typography>
                }
                action={
                  <Button variant="contained" sx={{ mt: 2 }} onClick={onConfirm} disabled={propose.isPending}>
                    {t('propose.confirm', { count: bookable.length, parent })}
                  </Button>
                }
              />
            )}
          </>
        )}
        {proposed && back}
      </Stack>
    </>
  );
}

/** What was proposed: the saved days, waiting for the parent to book them. */
function Proposed({ orders, parent }: { orders: DaycareOrder[]; parent: string }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="proposed-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="proposed-title" variant="h6" component="h2">
        {t('propose.doneTitle', { count: orders.length, parent })}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('propose.doneText', { parent })}</Typography>
      <List aria-label={t('propose.proposedLabel')} disablePadding>
        {orders.map((order) => {
          const day = order.bookedDays[0]!;
          return (
            <ListItem key={order.orderId} divider disableGutters>
              <ListItemText
                primary={formatDay(day.date, i18n.language)}
                secondary={t('summary.dayTimes', {
                  start: formatTime(day.startTime, i18n.language),
                  end: formatTime(day.endTime, i18n.language),
                })}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
