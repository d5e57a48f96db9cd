import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useUserNotifications } from '../api/get-user-notifications.ts';
import { useUpdateUserNotifications } from '../api/update-user-notifications.ts';

/** /app/user-settings-notifications: the push notification switch, saved as soon as it is flipped. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const helpId = useId();
  const settings = useUserNotifications();
  const update = useUpdateUserNotifications();

  const onChange = (pushNotifications: boolean) =>
    update.mutate(
      { pushNotifications },
      {
        onSuccess: () =>
          enqueueSnackbar(pushNotifications ? t('notifications.savedOn') : t('notifications.savedOff'), {
            variant: 'success',
          }),
        onError: (error) => {
          if (!isHandledApiError(error)) enqueueSnackbar(t('notifications.failed'), { variant: 'error' });
        },
      },
    );

  // While saving, the switch shows the value being saved.
  const checked = update.isPending ? update.variables.pushNotifications : (settings.data?.pushNotifications ?? false);

  return (
    <>
      <PageHeader title={t('notifications.title')} intro={t('notifications.intro')} />
      {settings.isPending && <LoadingState />}
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Switch
                  checked={checked}
                  disabled={update.isPending}
                  onChange={(event) => onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': helpId } }}
                />
              }
              label={t('notifications.push')}
              sx={{ m: 0, justifyContent: 'space-between', gap: 2 }}
              labelPlacement="start"
            />
            <Typography id={helpId} variant="body2" color="text.secondary">
              {t('notifications.pushHelp')}
            </Typography>
          </Stack>
        </Paper>
      )}
    </>
  );
}
