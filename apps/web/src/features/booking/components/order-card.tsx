import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaycareOrder } from '@kinderly/shared';
import { formatCents, formatDay, formatInstantTime, formatTime } from '../lib/format.ts';
import { StatusChip } from './status-chip.tsx';

type OrderCardProps = {
  order: DaycareOrder;
  /** Whose card it is: the parent reads the provider's name first, the provider the child's. */
  side: 'parent' | 'provider';
  headingLevel?: 2 | 3 | 4;
  /** Buttons for what the reader may do with the order now. */
  actions?: ReactNode;
  /** A line under the card (a refused action's reason). */
  note?: ReactNode;
};

/** One care day as a card: who, when, its price and status, the address once approved, and the reader's actions. */
export function OrderCard({ order, side, headingLevel = 3, actions, note }: OrderCardProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const day = order.bookedDays[0];
  const child = `${order.childFirstName} ${order.childLastName}`;
  const title = side === 'parent' ? order.providerName : child;
  // The parent reads the provider's street once the day is approved; the provider knows its own.
  const address =
    side === 'parent' && order.address.street
      ? [
          [order.address.unit, order.address.street].filter(Boolean).join('-'),
          order.address.city,
          [order.address.province, order.address.postalCode].filter(Boolean).join(' '),
        ].join(', ')
      : null;
  const stamps = [
    order.checkInAt && t('card.checkedInAt', { time: formatInstantTime(order.checkInAt, order.timeZone, language) }),
    order.pickUpAt && t('card.pickedUpAt', { time: formatInstantTime(order.pickUpAt, order.timeZone, language) }),
    order.noShowAt && t('card.noShowAt', { time: formatInstantTime(order.noShowAt, order.timeZone, language) }),
  ].filter(Boolean);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t('card.label', { title, date: day ? formatDay(day.date, language) : '' })}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component={`h${headingLevel}`} sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {side === 'parent' ? t('card.forChild', { name: child }) : t('card.parent', { name: order.parentName })}
            </Typography>
          </Box>
          <StatusChip status={order.status} />
        </Stack>
        {day && (
          <Typography>
            {t('card.when', {
              date: formatDay(day.date, language),
              start: formatTime(day.startTime, language),
              end: formatTime(day.endTime, language),
            })}
          </Typography>
        )}
        <Typography variant="body2">
          {/* The parent pays the total with the platform's fee; the provider is paid the day's price. */}
          {side === 'parent'
            ? t('card.total', { total: formatCents(order.totalCents, language) })
            : t('card.price', { price: formatCents(order.subtotalCents, language) })}
        </Typography>
        {side === 'parent' && <PaymentLine order={order} />}
        {order.refundCents !== null && order.status === 'cancelled' && (
          <Typography variant="body2">
            {t('card.refunded', { amount: formatCents(order.refundCents, language) })}
          </Typography>
        )}
        {address ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <PlaceIcon aria-hidden fontSize="small" color="action" />
            <Typography variant="body2">{t('card.address', { address })}</Typography>
          </Stack>
        ) : (
          side === 'parent' && (
            <Typography variant="body2" color="text.secondary">
              {t('card.area', { city: order.address.city, province: order.address.province })}
            </Typography>
          )
        )}
        {stamps.length > 0 && <Typography variant="body2">{stamps.join(' · ')}</Typography>}
        {note}
        {actions && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Where the parent's money stands for the day: held on the card, charged, released, or a card to fix. */
function PaymentLine({ order }: { order: DaycareOrder }) {
  const { t, i18n } = useTranslation('booking');
  const amount = (cents: number) => formatCents(cents, i18n.language);
  const text =
    order.paymentState === 'held'
      ? t('card.payment.held', { amount: amount(order.totalCents) })
      : order.paymentState === 'captured' || order.paymentState === 'refunded'
        ? t('card.payment.charged', { amount: amount(order.chargedCents) })
        : order.paymentState === 'released'
          ? t('card.payment.released')
          : order.paymentState === 'failed' && order.status === 'payment_failed'
            ? t('card.payment.failed')
            : null;
  if (!text) return null;
  return (
    <Typography variant="body2" color={order.paymentState === 'failed' ? 'error' : undefined}>
      {text}
    </Typography>
  );
}
