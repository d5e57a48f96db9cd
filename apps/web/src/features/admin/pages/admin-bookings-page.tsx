import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_BOOKING_LIST_STATUSES, type AdminBookingListStatus } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAdminBookings } from '../api/overview.ts';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { BookingOrders } from '../components/booking-orders.tsx';

const statusOf = (value: string | null): AdminBookingListStatus =>
  ADMIN_BOOKING_LIST_STATUSES.find((status) => status === value) ?? 'requested';

/**
 * /admin/bookings?status=requested|payment_failed: the days waiting for a provider's answer, or whose card hold
 * failed, across every provider, soonest first (the index's two booking counts). Read-only and audited.
 */
export function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useAdminBookings(status, page);
  const title = t(`adminBookings.titles.${status}`);
  const update = (next: { status?: AdminBookingListStatus; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.status) {
        updated.set('status', next.status);
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
      }
      return updated;
    });

  return (
    <>
      <PageHeader title={title} intro={t(`adminBookings.intros.${status}`)} />
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: AdminBookingListStatus | null) => value && update({ status: value })}
          aria-label={t('adminBookings.show')}
          sx={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
        >
          {ADMIN_BOOKING_LIST_STATUSES.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`adminBookings.titles.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {result.isPending ? (
          <LoadingState />
        ) : result.isError ? (
          <LoadError onRetry={() => void result.refetch()} />
        ) : (
          <Stack spacing={2} aria-busy={result.isPlaceholderData}>
            <Typography role="status" color="text.secondary">
              {t('bookings.count', { count: result.data.total })}
            </Typography>
            {result.data.items.length === 0 ? (
              <Typography>{t(`adminBookings.none.${status}`)}</Typography>
            ) : (
              <BookingOrders items={result.data.items} other="provider" label={title} />
            )}
            <AdminPagination
              pages={Math.max(1, Math.ceil(result.data.total / result.data.pageSize))}
              page={page}
              onChange={(next) => update({ page: next })}
            />
          </Stack>
        )}
      </Stack>
    </>
  );
}
