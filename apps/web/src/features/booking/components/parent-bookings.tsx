import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DaycareOrder } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useClearHiddenCards } from '../api/clear-hidden-cards.ts';
import { useHistory } from '../api/get-history.ts';
import { useSetOrderHideCard } from '../api/set-order-hide-card.ts';
import { useWithdrawRequests } from '../api/withdraw-requests.ts';
import { formatCents, formatDay } from '../lib/format.ts';
import { parentActions, parentRefund } from '../lib/orders.ts';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { HistorySection } from './history-section.tsx';
import { OrderCard } from './order-card.tsx';

/**
 * The parent's bookings (parentHistory/getHistory): saved days waiting to be booked, requests, today, upcoming and
 * past, as cards. A request can be withdrawn; a booked day cancelled after a dialog that shows the refund the
 * cancellation terms give now (quoteRefund, the server's own computation); an ended card hidden.
 */
export function ParentBookings() {
  const { t, i18n } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const dialog = useDialog();
  const history = useHistory('parent');
  const cancel = useCancelOrder();
  const withdraw = useWithdrawRequests();
  const hide = useSetOrderHideCard('parent');
  const clear = useClearHiddenCards('parent');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const busy = cancel.isPending || withdraw.isPending || hide.isPending;

  const failed = (order: DaycareOrder, fallback: string) => (error: unknown) => {
    if (isHandledApiError(error)) return;
    setNotes((all) => ({
      ...all,
      [order.orderId]: isApiError(error) && error.status === 409 ? error.message : fallback,
    }));
  };
  const confirmed = async (run: () => Promise<true>) => {
    try {
      return await run();
    } catch (error) {
      if (isDialogDismissed(error)) return false;
      throw error;
    }
  };

  const onCancel = async (order: DaycareOrder) => {
    const quote = parentRefund(order, new Date());
    const date = formatDay(order.bookedDays[0]!.date, i18n.language);
    const money = (cents: number) => formatCents(cents, i18n.language);
    const ok = await confirmed(() =>
      dialog.confirm({
        title: t('parent.cancelTitle', { date }),
        message:
          quote.refundPercent === 0
            ? t('parent.cancelNoRefund', { total: money(order.totalCents) })
            : t('parent.cancelRefund', {
                refund: money(quote.refundCents),
                percent: quote.refundPercent,
                kept: money(quote.keptCents),
              }),
        confirmText: t('parent.cancelConfirm'),
        cancelText: t('parent.keep'),
        destructive: true,
      }),
    );
    if (!ok) return;
    cancel.mutate(order.orderId, {
      onSuccess: (result) =>
        enqueueSnackbar(t('parent.cancelled', { refund: money(result.refundCents) }), { variant: 'success' }),
      onError: failed(order, t('parent.actionFailed')),
    });
  };

  const onWithdraw = async (order: DaycareOrder) => {
    const date = formatDay(order.bookedDays[0]!.date, i18n.language);
    const ok = await confirmed(() =>
      dialog.confirm({
        title: t('parent.withdrawTitle', { date }),
        message: t('parent.withdrawMessage', { name: order.providerName }),
        confirmText: t('parent.withdrawConfirm'),
        cancelText: t('parent.keep'),
        destructive: true,
      }),
    );
    if (!ok) return;
    withdraw.mutate([order.orderId], {
      onSuccess: (result) =>
        result.failed.length
          ? setNotes((all) => ({ ...all, [order.orderId]: result.failed[0]!.message }))
          : enqueueSnackbar(t('parent.withdrawn'), { variant: 'success' }),
      onError: failed(order, t('parent.actionFailed')),
    });
  };

  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  if (!history.data) return <LoadingState label={t('parent.loading')} />;
  const { drafts, requested, current, upcoming, past } = history.data;

  const card = (order: DaycareOrder) => {
    const can = parentActions(order);
    const note = notes[order.orderId];
    return (
      <OrderCard
        key={order.orderId}
        order={order}
        side="parent"
        note={note && <Alert severity="error">{note}</Alert>}
        actions={
          <>
            {can.pay && (
              <Button
                component={RouterLink}
                to={`/app/credit-cards-list?payOrder=${encodeURIComponent(order.orderId)}`}
                variant="contained"
              >
                {t('parent.pay')}
              </Button>
            )}
            {can.withdraw && (
              <Button variant="outlined" color="error" onClick={() => void onWithdraw(order)} disabled={busy}>
                {t('parent.withdraw')}
              </Button>
            )}
            {can.cancel && (
              <Button variant="outlined" color="error" onClick={() => void onCancel(order)} disabled={busy}>
                {t('parent.cancel')}
              </Button>
            )}
            {can.hide && (
              <Button
                onClick={() => hide.mutate({ orderId: order.orderId, hidden: true })}
                disabled={busy}
                sx={{ color: 'primary.dark' }}
              >
                {t('history.hide')}
              </Button>
            )}
          </>
        }
      />
    );
  };

  const providers = [...new Map(drafts.map((order) => [order.childcareProviderId, order])).values()];
  const nothing = drafts.length + requested.length + current.length + upcoming.length + past.length === 0;

  return (
    <Stack spacing={4}>
      {nothing && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography>{t('parent.empty')}</Typography>
        </Paper>
      )}
      {providers.length > 0 && (
        <Stack component="section" aria-labelledby="bookings-drafts" spacing={1.5}>
          <Typography id="bookings-drafts" variant="h5" component="h2">
            {t('parent.draftsTitle')}
          </Typography>
          {providers.map((order) => {
            const count = drafts.filter((draft) => draft.childcareProviderId === order.childcareProviderId).length;
            return (
              <Paper key={order.childcareProviderId} variant="outlined" sx={{ p: 2 }}>
                <Typography>
                  {t('parent.draftsAt', { count, name: order.providerName })}{' '}
                  <Link
                    component={RouterLink}
                    to={bookingPath(BOOKING_PATHS.summary, { providerId: order.childcareProviderId })}
                    color="primary.dark"
                  >
                    {t('parent.reviewAndBook')}
                  </Link>
                </Typography>
              </Paper>
            );
          })}
        </Stack>
      )}
      <HistorySection
        id="bookings-requested"
        title={t('history.requested')}
        empty={t('history.noRequested')}
        count={requested.length}
      >
        {requested.map(card)}
      </HistorySection>
      <HistorySection
        id="bookings-today"
        title={t('history.today')}
        empty={t('history.noToday')}
        count={current.length}
      >
        {current.map(card)}
      </HistorySection>
      <HistorySection
        id="bookings-upcoming"
        title={t('history.upcoming')}
        empty={t('history.noUpcoming')}
        count={upcoming.length}
      >
        {upcoming.map(card)}
      </HistorySection>
      <HistorySection id="bookings-past" title={t('history.past')} empty={t('history.noPast')} count={past.length}>
        {past.map(card)}
      </HistorySection>
      <Button
        variant="outlined"
        onClick={() =>
          clear.mutate(undefined, {
            onSuccess: ({ cleared }) =>
              enqueueSnackbar(t('history.shownAgain', { count: cleared }), { variant: 'info' }),
          })
        }
        disabled={clear.isPending}
        sx={{ alignSelf: 'flex-start', color: 'primary.dark', borderColor: 'primary.dark' }}
      >
        {t('history.showHidden')}
      </Button>
    </Stack>
  );
}
