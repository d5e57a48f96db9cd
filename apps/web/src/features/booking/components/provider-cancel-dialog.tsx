import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaycareOrder } from '@kinderly/shared';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { formatCents, formatDay, formatTime } from '../lib/format.ts';
import { providerRefund } from '../lib/orders.ts';

type ProviderCancelDialogProps = {
  /** The day to cancel; null keeps the dialog closed. */
  order: DaycareOrder | null;
  onClose: () => void;
};

/**
 * The provider cancels a booked day: the dialog says the parent gets everything back (quoteRefund, the server's
 * computation for a provider's cancellation) and stays open on a refusal (answered meanwhile: a 409) to say why.
 * The shared confirm dialog closes on confirm, so it cannot show the answer; this one waits for it.
 */
export function ProviderCancelDialog({ order, onClose }: ProviderCancelDialogProps) {
  const { t, i18n } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelOrder();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(order);
  const titleId = useId();
  const messageId = useId();
  // Keeps the texts while the dialog fades out after `order` went back to null.
  if (order && order !== shown) setShown(order);
  const current = order ?? shown;
  if (!current) return null;

  const language = i18n.language;
  const day = current.bookedDays[0]!;
  const date = formatDay(day.date, language);
  const name = current.childFirstName;
  const refund = formatCents(providerRefund(current, new Date()).refundCents, language);

  const close = () => {
    if (cancel.isPending) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    setError(null);
    cancel.mutate(current.orderId, {
      onSuccess: (result) => {
        enqueueSnackbar(t('provider.cancelled', { name, date, refund: formatCents(result.refundCents, language) }), {
          variant: 'success',
        });
        onClose();
      },
      onError: (failure) => {
        if (isHandledApiError(failure)) return onClose();
        setError(isApiError(failure) && failure.status === 409 ? failure.message : t('provider.actionFailed'));
      },
    });
  };

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('provider.cancelTitle', { name, date })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {t('provider.cancelMessage', {
            parent: current.parentName,
            refund,
            start: formatTime(day.startTime, language),
            end: formatTime(day.endTime, language),
          })}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={cancel.isPending} sx={{ color: 'primary.dark' }}>
          {t('provider.keepDay')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? t('provider.cancelling') : t('provider.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
