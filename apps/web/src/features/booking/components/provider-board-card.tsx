import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DaycareOrder } from '@kinderly/shared';
import type { SingleOrderAction } from '../api/provider-order-actions.ts';
import { boardActions, providerActions } from '../lib/orders.ts';
import { childDetailsPath, proposeRecurringPath } from '../lib/paths.ts';
import { OrderCard } from './order-card.tsx';

type ProviderBoardCardProps = {
  order: DaycareOrder;
  now: Date;
  busy: boolean;
  onAction: (order: DaycareOrder, action: SingleOrderAction) => void;
  /** Opens the cancellation dialog of a booked day. */
  onCancel: (order: DaycareOrder) => void;
  note?: ReactNode;
  /** On today's board (the server's `current` list): the day's buttons; later days only the child's record. */
  board?: boolean;
};

/**
 * A child on today's board: check in on the day, pick up after check-in, no-show after the start time; a booked day
 * can be cancelled. A later day also offers to propose the same day every week.
 */
export function ProviderBoardCard({
  order,
  now,
  busy,
  onAction,
  onCancel,
  note,
  board = true,
}: ProviderBoardCardProps) {
  const { t } = useTranslation('booking');
  const enabled = boardActions(order, now, board);
  const can = providerActions(order);
  const name = order.childFirstName;
  const showBoard = board && ['approved', 'checked_in'].includes(order.status);
  return (
    <OrderCard
      order={order}
      side="provider"
      note={note}
      actions={
        <>
          {showBoard && (
            <>
              <Button
                variant="contained"
                disabled={busy || !enabled.checkIn}
                onClick={() => onAction(order, 'checkIn')}
                aria-label={t('provider.checkInLabel', { name })}
              >
                {t('provider.checkIn')}
              </Button>
              <Button
                variant="contained"
                color="success"
                disabled={busy || !enabled.pickUp}
                onClick={() => onAction(order, 'pickUp')}
                aria-label={t('provider.pickUpLabel', { name })}
              >
                {t('provider.pickUp')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={busy || !enabled.noShow}
                onClick={() => onAction(order, 'noShow')}
                aria-label={t('provider.noShowLabel', { name })}
              >
                {t('provider.noShow')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to={childDetailsPath(order.childId)} sx={{ color: 'primary.dark' }}>
            {t('provider.childRecord', { name })}
          </Button>
          {!board && can.propose && <ProposeLink childId={order.childId} name={name} />}
          {can.cancel && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => onCancel(order)}
              aria-label={t('provider.cancelLabel', { name })}
            >
              {t('provider.cancel')}
            </Button>
          )}
        </>
      }
    />
  );
}

/** To the page where the provider proposes weekly days for this child. */
export function ProposeLink({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('booking');
  return (
    <Button
      component={RouterLink}
      to={proposeRecurringPath(childId)}
      aria-label={t('provider.proposeLabel', { name })}
      sx={{ color: 'primary.dark' }}
    >
      {t('provider.propose')}
    </Button>
  );
}
