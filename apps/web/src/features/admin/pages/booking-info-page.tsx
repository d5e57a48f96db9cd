import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminBookingInfoItem } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useChildBookingInfo, useProviderBookingInfo } from '../api/booking-info.ts';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { BookingOrders } from '../components/booking-orders.tsx';
import { ProviderPicker } from '../components/provider-picker.tsx';
import { BOOKING_INFO_PROVIDER_PATH } from '../paths.ts';
import { CHILDREN_ADMIN_PATH } from './children-admin-page.tsx';

interface OrdersPage {
  items: AdminBookingInfoItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** `?page=` in the address, so a page of orders can be reloaded and shared; other parameters stay. */
function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return { params, page, setPage };
}

/** On the page's grey: the darker blue keeps the contrast at 4.5:1. */
function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <MuiLink component={Link} to={to} sx={{ color: 'primary.dark' }}>
        {children}
      </MuiLink>
    </Box>
  );
}

/** Loading, 404, error, then the orders with their count, an empty state and the server's paging. */
function OrdersView<T extends OrdersPage>(props: {
  result: UseQueryResult<T>;
  notFound: string;
  fallbackTitle: string;
  title: (data: T) => string;
  other: 'child' | 'provider';
  page: number;
  setPage: (page: number) => void;
  back: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { result } = props;
  if (result.isPending) return <LoadingState />;
  if (result.isError) {
    if (isApiError(result.error) && result.error.status === 404)
      return (
        <>
          <PageHeader title={props.fallbackTitle} />
          <Alert severity="info">{props.notFound}</Alert>
          {props.back}
        </>
      );
    return (
      <>
        <PageHeader title={props.fallbackTitle} />
        <LoadError onRetry={() => void result.refetch()} />
      </>
    );
  }
  const data = result.data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const title = props.title(data);
  return (
    <>
      <PageHeader title={title} intro={t('bookings.audited')} />
      <Stack spacing={2} aria-busy={result.isPlaceholderData}>
        <Typography role="status" color="text.secondary">
          {t('bookings.count', { count: data.total })}
        </Typography>
        {data.items.length === 0 ? (
          <Typography>{data.total === 0 ? t('bookings.none') : t('bookings.pastEnd')}</Typography>
        ) : (
          <BookingOrders items={data.items} other={props.other} label={title} />
        )}
        <AdminPagination pages={pages} page={props.page} onChange={props.setPage} />
      </Stack>
      {props.back}
    </>
  );
}

/**
 * /admin/booking-info-provider?userId= (SPEC section 2): the orders at one provider, read-only, latest day first,
 * with payments, refunds and history. Without `userId` it first asks which provider; each view is audited.
 */
export function ProviderBookingInfoPage() {
  const { t } = useTranslation('admin');
  const { params, page, setPage } = usePageParam();
  const userId = params.get('userId');
  const result = useProviderBookingInfo(userId, page);
  if (!userId)
    return (
      <>
        <PageHeader title={t('bookings.providerTitle')} intro={t('children.intro')} />
        <ProviderPicker to={(id) => `${BOOKING_INFO_PROVIDER_PATH}?userId=${id}`} />
      </>
    );
  return (
    <OrdersView
      result={result}
      notFound={t('children.notProvider')}
      fallbackTitle={t('bookings.providerTitle')}
      title={(data) => t('bookings.ofProvider', { name: data.provider.businessName ?? t('children.unnamed') })}
      other="child"
      page={page}
      setPage={setPage}
      back={<BackLink to={BOOKING_INFO_PROVIDER_PATH}>{t('children.another')}</BackLink>}
    />
  );
}

/** /admin/booking-info-child?childId= (SPEC section 2): one child's orders at every provider; each view is audited. */
export function ChildBookingInfoPage() {
  const { t } = useTranslation('admin');
  const { params, page, setPage } = usePageParam();
  const childId = params.get('childId');
  const result = useChildBookingInfo(childId, page);
  const back = <BackLink to={CHILDREN_ADMIN_PATH}>{t('bookings.toChildren')}</BackLink>;
  if (!childId)
    return (
      <>
        <PageHeader title={t('bookings.childTitle')} />
        <Alert severity="info">{t('bookings.chooseChild')}</Alert>
        {back}
      </>
    );
  return (
    <OrdersView
      result={result}
      notFound={t('bookings.notChild')}
      fallbackTitle={t('bookings.childTitle')}
      title={(data) => t('bookings.ofChild', { name: `${data.child.firstName} ${data.child.lastName}`.trim() })}
      other="provider"
      page={page}
      setPage={setPage}
      back={back}
    />
  );
}
