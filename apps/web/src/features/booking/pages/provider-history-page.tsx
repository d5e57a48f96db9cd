import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaycareOrder } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useClearHiddenCards } from '../api/clear-hidden-cards.ts';
import { useHistory } from '../api/get-history.ts';
import { useActOnAllOrders, useActOnOrder, type SingleOrderAction } from '../api/provider-order-actions.ts';
import { useSetOrderHideCard } from '../api/set-order-hide-card.ts';
import { BookingSwitch } from '../components/booking-switch.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { ProposeLink, ProviderBoardCard } from '../components/provider-board-card.tsx';
import { ProviderCancelDialog } from '../components/provider-cancel-dialog.tsx';
import { isEnded, providerActions } from '../lib/orders.ts';
import { useNow } from '../lib/use-now.ts';

/**
 * /app/history: the provider's bookings (childcareProviderHistory/getHistory). Requests to approve or refuse (one,
 * or all after a confirmation), today's board with check-in, pick-up and no-show, upcoming and past days, hiding
 * ended cards, and the switch that opens or pauses new bookings.
 */
export function ProviderHistoryPage() {
  const { t } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const dialog = useDialog();
  const now = useNow();
  const history = useHistory('provider', { live: true });
  const act = useActOnOrder();
  const actAll = useActOnAllOrders();
  const hide = useSetOrderHideCard('provider');
  const clear = useClearHiddenCards('provider');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<DaycareOrder | null>(null);
  const busy = act.isPending || actAll.isPending || hide.isPending;

  const onAction = (order: DaycareOrder, action: SingleOrderAction) => {
    setNotes(({ [order.orderId]: _gone, ...rest }) => rest);
    act.mutate(
      { action, orderId: order.orderId },
      {
        onSuccess: () =>
          enqueueSnackbar(t(`provider.done.${action}`, { name: order.childFirstName }), { variant: 'success' }),
        onError: (error) => {
          if (isHandledApiError(error)) return;
          const message = isApiError(error) && error.status === 409 ? error.message : t('provider.actionFailed');
          setNotes((all) => ({ ...all, [order.orderId]: message }));
        },
      },
    );
  };

  const onAll = async (action: 'approve' | 'refuse', orders: DaycareOrder[]) => {
    try {
      await dialog.confirm({
        title: t(`provider.${action}AllTitle`, { count: orders.length }),
        message: t(`provider.${action}AllMessage`, { count: orders.length }),
        confirmText: t(`provider.${action}All`),
        destructive: action === 'refuse',
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    actAll.mutate(
      { action, orderIds: orders.map((order) => order.orderId) },
      {
        onSuccess: (result) => {
          enqueueSnackbar(t(`provider.${action}dAll`, { count: result.orders.length }), { variant: 'success' });
          result.failed.forEach((failure) => setNotes((all) => ({ ...all, [failure.orderId]: failure.message })));
        },
        onError: (error) =>
          !isHandledApiError(error) && enqueueSnackbar(t('provider.actionFailed'), { variant: 'error' }),
      },
    );
  };

  const note = (order: DaycareOrder) => notes[order.orderId] && <Alert severity="error">{notes[order.orderId]}</Alert>;
  const pastActions = (order: DaycareOrder) => {
    const propose = providerActions(order).propose;
    if (!propose && !isEnded(order.status)) return null;
    return (
      <>
        {propose && <ProposeLink childId={order.childId} name={order.childFirstName} />}
        {isEnded(order.status) && (
          <Button
            onClick={() => hide.mutate({ orderId: order.orderId, hidden: true })}
            disabled={busy}
            sx={{ color: 'primary.dark' }}
          >
            {t('history.hide')}
          </Button>
        )}
      </>
    );
  };

  let body;
  if (history.isError) body = <LoadError onRetry={() => void history.refetch()} />;
  else if (!history.data) body = <LoadingState label={t('provider.loading')} />;
  else {
    const { requested, current, upcoming, past } = history.data;
    body = (
      <Stack spacing={4}>
        <HistorySection
          id="provider-requests"
          title={t('history.requested')}
          empty={t('provider.noRequests')}
          count={requested.length}
          actions={
            requested.length > 1 && (
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={() => void onAll('approve', requested)} disabled={busy}>
                  {t('provider.approveAll')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => void onAll('refuse', requested)}
                  disabled={busy}
                >
                  {t('provider.refuseAll')}
                </Button>
              </Stack>
            )
          }
        >
          {requested.map((order) => (
            <OrderCard
              key={order.orderId}
              order={order}
              side="provider"
              note={note(order)}
              actions={
                <>
                  <Button
                    variant="contained"
                    onClick={() => onAction(order, 'approve')}
                    disabled={busy}
                    aria-label={t('provider.approveLabel', { name: order.childFirstName })}
                  >
                    {t('provider.approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => onAction(order, 'refuse')}
                    disabled={busy}
                    aria-label={t('provider.refuseLabel', { name: order.childFirstName })}
                  >
                    {t('provider.refuse')}
                  </Button>
                </>
              }
            />
          ))}
        </HistorySection>
        <HistorySection
          id="provider-today"
          title={t('provider.todayTitle')}
          empty={t('history.noToday')}
          count={current.length}
        >
          {current.map((order) => (
            <ProviderBoardCard
              key={order.orderId}
              order={order}
              now={now}
              busy={busy}
              onAction={onAction}
              onCancel={setCancelling}
              note={note(order)}
            />
          ))}
        </HistorySection>
        <HistorySection
          id="provider-upcoming"
          title={t('history.upcoming')}
          empty={t('history.noUpcoming')}
          count={upcoming.length}
        >
          {upcoming.map((order) => (
            <ProviderBoardCard
              key={order.orderId}
              order={order}
              now={now}
              busy={busy}
              onAction={onAction}
              onCancel={setCancelling}
              note={note(order)}
              board={false}
            />
          ))}
        </HistorySection>
        <HistorySection id="provider-past" title={t('history.past')} empty={t('history.noPast')} count={past.length}>
          {past.map((order) => (
            <OrderCard
              key={order.orderId}
              order={order}
              side="provider"
              note={note(order)}
              actions={pastActions(order)}
            />
          ))}
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

  return (
    <>
      <PageHeader title={t('provider.title')} intro={t('provider.intro')} />
      <Stack spacing={4}>
        <BookingSwitch />
        {body}
      </Stack>
      <ProviderCancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
