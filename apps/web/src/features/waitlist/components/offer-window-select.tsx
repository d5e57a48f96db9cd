import { MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WAITLIST_OFFER_HOUR_CHOICES, type WaitlistOfferHours } from '@kinderly/shared';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useSaveWaitlistSettings, useWaitlistSettings } from '../api/waitlist-settings.ts';

/** The provider's answer window for offers (ADR 023 session 9), saved as soon as it changes. */
export function OfferWindowSelect() {
  const { t } = useTranslation('waitlist');
  const settings = useWaitlistSettings();
  const save = useSaveWaitlistSettings();
  const { enqueueSnackbar } = useSnackbar();

  const onChange = (offerHours: WaitlistOfferHours) =>
    save.mutate(
      { offerHours },
      {
        onSuccess: () =>
          enqueueSnackbar(t('queue.providerList.offerWindowSaved', { count: offerHours }), { variant: 'success' }),
        onError: (error) => {
          if (!isHandledApiError(error))
            enqueueSnackbar(t('queue.providerList.offerWindowFailed'), { variant: 'error' });
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <TextField
        select
        id="waitlist-offer-hours"
        label={t('queue.providerList.offerWindowLabel')}
        helperText={t('queue.providerList.offerWindowHelp')}
        value={settings.data?.offerHours ?? ''}
        disabled={!settings.data || save.isPending}
        onChange={(event) => onChange(Number(event.target.value) as WaitlistOfferHours)}
        sx={{ width: '100%', maxWidth: 360 }}
      >
        {WAITLIST_OFFER_HOUR_CHOICES.map((hours) => (
          <MenuItem key={hours} value={hours}>
            {t('queue.providerList.offerWindowOption', { count: hours })}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
