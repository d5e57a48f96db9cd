import {
  Box,
  Button,
  Chip,
  Collapse,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminBookingInfoItem, OrderStatus } from '@kinderly/shared';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { intlLocale } from '../../../lib/money.ts';
import { BOOKING_INFO_CHILD_PATH, BOOKING_INFO_PROVIDER_PATH } from '../paths.ts';

/** Which party each order names besides the parent: the child on a provider's page, the provider on a child's. */
type Other = 'child' | 'provider';

function useFormat() {
  const { i18n } = useTranslation('admin');
  const locale = intlLocale(i18n.language);
  return {
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
    // Calendar days and wall-clock times as written on the order, with no time zone shift.
    day: (date: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
    time: (time: string) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        new Date(`2024-01-01T${time}:00Z`),
      ),
    instant: (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

const SUCCESS: readonly OrderStatus[] = ['approved', 'checked_in', 'picked_up'];
const ENDED: readonly OrderStatus[] = ['refused', 'cancelled', 'expired', 'no_show'];

function StateChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      label={t(`bookings.status.${status}`)}
      color={SUCCESS.includes(status) ? 'success' : status === 'payment_failed' ? 'error' : 'default'}
      variant={ENDED.includes(status) ? 'outlined' : 'filled'}
    />
  );
}

function PaymentChip({ item }: { item: AdminBookingInfoItem }) {
  const { t } = useTranslation('admin');
  const state = item.order.paymentState;
  return (
    <Chip
      size="small"
      label={t(`bookings.payment.${state}`)}
      color={state === 'captured' ? 'success' : state === 'failed' ? 'error' : 'default'}
      variant={state === 'none' || state === 'released' || state === 'refunded' ? 'outlined' : 'filled'}
    />
  );
}

function OtherParty({ item, other }: { item: AdminBookingInfoItem; other: Other }) {
  const { order } = item;
  return other === 'child' ? (
    <MuiLink component={Link} to={`${BOOKING_INFO_CHILD_PATH}?childId=${order.childId}`}>
      {order.childFirstName} {order.childLastName}
    </MuiLink>
  ) : (
    <MuiLink component={Link} to={`${BOOKING_INFO_PROVIDER_PATH}?userId=${order.providerId}`}>
      {order.providerName}
    </MuiLink>
  );
}

/** Payment, refund and the history of state changes of one order, shown when its row is opened. */
function OrderDetails({ item }: { item: AdminBookingInfoItem }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const historyId = useId();
  const { order, payment } = item;
  const money = (cents: number) => f.money(cents, order.currency);
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      <Typography variant="body2">
        {t('bookings.prices', {
          subtotal: money(order.subtotalCents),
          fee: money(order.feeCents),
          total: money(order.totalCents),
        })}
      </Typography>
      <Typography variant="body2">
        {payment
          ? t('bookings.paymentLine', {
              amount: money(payment.amountCents),
              captured: money(payment.capturedCents),
              refunded: money(payment.refundedCents),
            })
          : t('bookings.noPayment')}
        {item.paymentFailures > 0 && ` ${t('bookings.failures', { count: item.paymentFailures })}`}
      </Typography>
      {order.refundCents !== null && (
        <Typography variant="body2">{t('bookings.refund', { amount: money(order.refundCents) })}</Typography>
      )}
      <Box>
        <Typography id={historyId} variant="subtitle2" component="h3">
          {t('bookings.historyTitle')}
        </Typography>
        <Box component="ol" aria-labelledby={historyId} sx={{ m: 0, pl: 3 }}>
          {item.history.map((step) => (
            <Typography component="li" variant="body2" key={`${step.from}-${step.to}`}>
              {step.from
                ? t('bookings.step', {
                    from: t(`bookings.status.${step.from}`),
                    to: t(`bookings.status.${step.to}`),
                  })
                : t('bookings.created')}
              {' · '}
              {step.by ? t(`bookings.by.${step.by}`) : t('bookings.by.unknown')}
              {' · '}
              {step.at ? f.instant(step.at) : t('bookings.noTime')}
            </Typography>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

function HistoryToggle({ open, controls, onClick }: { open: boolean; controls: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button size="small" aria-expanded={open} aria-controls={controls} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {open ? t('bookings.hideDetails') : t('bookings.showDetails')}
    </Button>
  );
}

function OrderRow({ item, other }: { item: AdminBookingInfoItem; other: Other }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { order } = item;
  const day = order.bookedDays[0]!;
  return (
    <Fragment>
      <TableRow sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell component="th" scope="row">
          {f.day(day.date)}
          <Typography variant="body2" color="text.secondary">
            {f.time(day.startTime)} – {f.time(day.endTime)}
          </Typography>
        </TableCell>
        <TableCell>
          <OtherParty item={item} other={other} />
        </TableCell>
        <TableCell>
          <MuiLink component={Link} to={`/admin/users/${order.parentUserId}`}>
            {order.parentName}
          </MuiLink>
        </TableCell>
        <TableCell>
          <StateChip status={order.status} />
        </TableCell>
        <TableCell align="right">{f.money(order.totalCents, order.currency)}</TableCell>
        <TableCell>
          <PaymentChip item={item} />
          <Typography variant="body2" color="text.secondary">
            {t('bookings.charged', { amount: f.money(order.chargedCents, order.currency) })}
          </Typography>
        </TableCell>
        <TableCell>
          <HistoryToggle open={open} controls={detailsId} onClick={() => setOpen(!open)} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <OrderDetails item={item} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** Below `sm` each order is a card: the same facts stacked, the details under a button. */
function OrderCard({ item, other }: { item: AdminBookingInfoItem; other: Other }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { order } = item;
  const day = order.bookedDays[0]!;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {f.day(day.date)}, {f.time(day.startTime)} – {f.time(day.endTime)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <OtherParty item={item} other={other} /> ·{' '}
        <MuiLink component={Link} to={`/admin/users/${order.parentUserId}`}>
          {order.parentName}
        </MuiLink>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
        <StateChip status={order.status} />
        <PaymentChip item={item} />
        <Typography variant="body2">
          {f.money(order.totalCents, order.currency)} ·{' '}
          {t('bookings.charged', { amount: f.money(order.chargedCents, order.currency) })}
        </Typography>
      </Stack>
      <HistoryToggle open={open} controls={detailsId} onClick={() => setOpen(!open)} />
      <Collapse in={open} unmountOnExit id={detailsId}>
        <OrderDetails item={item} />
      </Collapse>
    </Paper>
  );
}

/** One page of orders: a table from `sm` up, cards below (360 px). */
export function BookingOrders({ items, other, label }: { items: AdminBookingInfoItem[]; other: Other; label: string }) {
  const { t } = useTranslation('admin');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (narrow)
    return (
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ m: 0, p: 0 }}>
        {items.map((item) => (
          <OrderCard key={item.order.orderId} item={item} other={other} />
        ))}
      </Stack>
    );
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bookings.columns.day')}</TableCell>
            <TableCell>{t(`bookings.columns.${other}`)}</TableCell>
            <TableCell>{t('bookings.columns.parent')}</TableCell>
            <TableCell>{t('bookings.columns.state')}</TableCell>
            <TableCell align="right">{t('bookings.columns.total')}</TableCell>
            <TableCell>{t('bookings.columns.payment')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('bookings.columns.details')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <OrderRow key={item.order.orderId} item={item} other={other} />
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
