import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useBookingStatus, useUpdateBookingStatus } from '../api/booking-status.ts';

/** The provider's open/paused switch (getBookingStatus / updateBookingStatus): paused takes no new bookings. */
export function BookingSwitch() {
  const { t } = useTranslation('booking');
  const { enqueueSnackbar } = useSnackbar();
  const status = useBookingStatus();
  const update = useUpdateBookingStatus();
  if (status.isError) return <LoadError onRetry={() => void status.refetch()} />;
  const accepting = status.data?.acceptingBookings ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={accepting}
            disabled={!status.data || update.isPending}
            onChange={(event) =>
              update.mutate(event.target.checked, {
                onSuccess: (next) =>
                  enqueueSnackbar(next.acceptingBookings ? t('provider.nowOpen') : t('provider.nowPaused'), {
                    variant: 'success',
                  }),
                onError: (error) =>
                  !isHandledApiError(error) && enqueueSnackbar(t('provider.switchFailed'), { variant: 'error' }),
              })
            }
          />
        }
        label={t('provider.accepting')}
      />
      {status.data && (
        <Typography variant="body2" color="text.secondary">
          {accepting ? t('provider.openText') : t('provider.pausedText')}
          {status.data.withApprovalRequest ? ` ${t('provider.approvalText')}` : ` ${t('provider.instantText')}`}
        </Typography>
      )}
    </Paper>
  );
}
