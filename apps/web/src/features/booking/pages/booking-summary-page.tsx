import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Button,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CancellationOptionKey, DaycareOrder } from '@kinderly/shared';
import { SurveyInvite } from '../../../components/ui/survey-invite.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useBookDaycareOrders } from '../api/book-daycare-orders.ts';
import { useDeleteDaycareOrder } from '../api/delete-daycare-order.ts';
import { useDaycareOrders } from '../api/get-daycare-orders.ts';
import { useProviderSummary } from '../api/get-provider-summary.ts';
import { ProviderMissing } from '../components/provider-missing.tsx';
import { TotalsTable } from '../components/totals-table.tsx';
import { formatCents, formatDay, formatTime } from '../lib/format.ts';
import { conflictsByOrder, orderTotals } from '../lib/orders.ts';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { useBookingParams } from '../lib/use-booking-params.ts';

type BookingSummaryPageProps = {
  /** The provider's cancellation option in words (the provider profile's text, composed in src/app). */
  renderCancellationTerms: (option: CancellationOptionKey) => ReactNode;
  /** The card the days will be paid with (the payments feature's default card, composed in src/app). */
  paymentCard: ReactNode;
};

/**
 * /booking-summary?providerId=: the parent's saved days at this provider (getDaycareOrders), each with its price,
 * the fee and the total, the cancellation terms and the card; Confirm books them all or none (bookDaycareOrders). A
 * full day or a child booked elsewhere comes back as a 409 naming the day, shown on that day.
 */
export function BookingSummaryPage({ renderCancellationTerms, paymentCard }: BookingSummaryPageProps) {
  const { t, i18n } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const { providerId, childId } = useBookingParams();
  const drafts = useDaycareOrders(providerId);
  const provider = useProviderSummary(providerId);
  const book = useBookDaycareOrders(providerId ?? '');
  const remove = useDeleteDaycareOrder();
  const [conflicts, setConflicts] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<'card' | 'other' | null>(null);
  const [otherMessage, setOtherMessage] = useState('');
  const [booked, setBooked] = useState<DaycareOrder[] | null>(null);

  if (!providerId) return <ProviderMissing reason="noProvider" />;
  if (booked) return <BookedScreen orders={booked} />;
  if (drafts.isError) return <LoadError onRetry={() => void drafts.refetch()} />;
  if (!drafts.data) return <LoadingState />;

  const orders = drafts.data;
  const name = orders[0]?.providerName ?? provider.data?.displayName ?? '';
  const moreDays = bookingPath(BOOKING_PATHS.time, { providerId, childId: childId ?? orders[0]?.childId });
  if (orders.length === 0)
    return (
      <>
        <PageHeader title={t('summary.title')} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('summary.empty')}</Typography>
            <Button
              component={RouterLink}
              to={bookingPath(BOOKING_PATHS.chooseType, { providerId, childId })}
              variant="contained"
            >
              {t('summary.chooseDays')}
            </Button>
          </Stack>
        </Paper>
      </>
    );

  const children = [
    ...new Map(orders.map((order) => [order.childId, `${order.childFirstName} ${order.childLastName}`])),
  ];
  const option = orders[0]!.cancellationOption;
  const approval = provider.data?.withApprovalRequest;

  const onRemove = (order: DaycareOrder) =>
    remove.mutate(order, {
      onSuccess: () => enqueueSnackbar(t('summary.removed'), { variant: 'success' }),
      onError: (error) => !isHandledApiError(error) && enqueueSnackbar(t('summary.removeFailed'), { variant: 'error' }),
    });

  const onConfirm = () => {
    const orderIds = orders.map((order) => order.orderId);
    setConflicts(new Map());
    setProblem(null);
    book.mutate(orderIds, {
      onSuccess: (result) => setBooked(result),
      onError: (error) => {
        if (isHandledApiError(error) || !isApiError(error)) return;
        if (error.fieldErrors?.CreditCard) return setProblem('card');
        const named = conflictsByOrder(orderIds, error.fieldErrors);
        if (named.size > 0) return setConflicts(named);
        setOtherMessage(error.message);
        setProblem('other');
      },
    });
  };

  return (
    <>
      <PageHeader title={t('summary.title')} intro={t('summary.intro', { name })} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {children.map(([id, childName]) => (
            <Paper
              key={id}
              component="section"
              variant="outlined"
              aria-label={t('summary.daysOf', { name: childName })}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Typography variant="h6" component="h2">
                {t('summary.daysOf', { name: childName })}
              </Typography>
              <List disablePadding>
                {orders
                  .filter((order) => order.childId === id)
                  .map((order) => {
                    const day = order.bookedDays[0]!;
                    const date = formatDay(day.date, i18n.language);
                    const conflict = conflicts.get(order.orderId);
                    return (
                      <ListItem
                        key={order.orderId}
                        divider
                        disableGutters
                        sx={{ flexDirection: 'column', alignItems: 'stretch' }}
                      >
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <ListItemText
                            primary={date}
                            secondary={t('summary.dayTimes', {
                              start: formatTime(day.startTime, i18n.language),
                              end: formatTime(day.endTime, i18n.language),
                            })}
                          />
                          <Typography sx={{ fontWeight: 600 }}>
                            {formatCents(order.subtotalCents, i18n.language)}
                          </Typography>
                          <IconButton
                            aria-label={t('summary.remove', { date })}
                            onClick={() => onRemove(order)}
                            disabled={remove.isPending || book.isPending}
                            edge="end"
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Stack>
                        {conflict && (
                          <Alert severity="error" sx={{ mb: 1 }}>
                            {t('summary.dayConflict', { date, message: conflict })}
                          </Alert>
                        )}
                      </ListItem>
                    );
                  })}
              </List>
              <Link component={RouterLink} to={moreDays} color="primary.dark" sx={{ display: 'inline-block', mt: 1.5 }}>
                {t('summary.addDays')}
              </Link>
            </Paper>
          ))}
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="cancellation-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="cancellation-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('summary.cancellationTitle')}
            </Typography>
            {renderCancellationTerms(option)}
          </Paper>
        </Stack>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 340 } }}>
          <Paper component="section" variant="outlined" aria-labelledby="totals-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="totals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('summary.totalsTitle', { count: orders.length })}
            </Typography>
            <TotalsTable totals={orderTotals(orders)} feePercent={orders[0]!.feePercent} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('summary.cardTitle')}
            </Typography>
            {paymentCard}
            {approval !== undefined && approval !== null && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {approval ? t('summary.approvalNote') : t('summary.instantNote')}
              </Typography>
            )}
            {problem === 'card' && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('summary.needCard')}{' '}
                <Link component={RouterLink} to="/app/payment-info-stripe" color="inherit">
                  {t('summary.addCard')}
                </Link>
              </Alert>
            )}
            {problem === 'other' && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {otherMessage || t('summary.bookFailed')}
              </Alert>
            )}
            {conflicts.size > 0 && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('summary.conflictIntro')}
              </Alert>
            )}
            <Button
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              onClick={onConfirm}
              disabled={book.isPending || remove.isPending}
            >
              {book.isPending
                ? t('summary.booking')
                : t('summary.confirm', { total: formatCents(orderTotals(orders).totalCents, i18n.language) })}
            </Button>
          </Paper>
        </Stack>
      </Stack>
    </>
  );
}

/** After booking: requests sent (or days booked at once), and the way to the parent's bookings. */
function BookedScreen({ orders }: { orders: DaycareOrder[] }) {
  const { t } = useTranslation('booking');
  const requested = orders.some((order) => order.status === 'requested');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" fontSize="large" aria-hidden />
        <Typography variant="h4" component="h1">
          {requested ? t('booked.requestedTitle') : t('booked.approvedTitle')}
        </Typography>
        <Typography>
          {requested
            ? t('booked.requestedText', { count: orders.length, name: orders[0]?.providerName ?? '' })
            : t('booked.approvedText', { count: orders.length, name: orders[0]?.providerName ?? '' })}
        </Typography>
        <Button component={RouterLink} to={BOOKING_PATHS.parentHistory} variant="contained">
          {t('booked.seeBookings')}
        </Button>
        <SurveyInvite />
      </Stack>
    </Paper>
  );
}
