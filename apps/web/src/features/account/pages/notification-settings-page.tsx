import { Alert, Divider, FormControlLabel, Link, Paper, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NotificationSettings } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { pushSupported, subscribeToPush, unsubscribeFromPush } from '../../../lib/push/push-client.ts';
import { useUserNotifications } from '../api/get-user-notifications.ts';
import { useUpdateUserNotifications } from '../api/update-user-notifications.ts';

type Channel = keyof NotificationSettings;

/**
 * /app/user-settings-notifications (issue 19, ADR 029): how the notification centre reaches the person beyond the
 * bell. Each switch is saved as soon as it is flipped; turning push on asks the browser's permission only then.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const settings = useUserNotifications();
  const update = useUpdateUserNotifications();
  const [pushProblem, setPushProblem] = useState<'denied' | 'unsupported' | null>(null);

  const save = (change: Partial<NotificationSettings>, message: string) => {
    const current = settings.data!;
    update.mutate(
      { ...current, ...change },
      {
        onSuccess: () => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => {
          if (!isHandledApiError(error)) enqueueSnackbar(t('notifications.failed'), { variant: 'error' });
        },
      },
    );
  };

  const onPush = async (on: boolean) => {
    setPushProblem(null);
    if (on) {
      try {
        const outcome = await subscribeToPush();
        if (outcome !== 'subscribed') {
          setPushProblem(outcome);
          return;
        }
      } catch {
        enqueueSnackbar(t('notifications.failed'), { variant: 'error' });
        return;
      }
    } else {
      await unsubscribeFromPush().catch(() => undefined);
    }
    save({ pushNotifications: on }, on ? t('notifications.savedOn') : t('notifications.savedOff'));
  };

  // While saving, a switch shows the value being saved.
  const value = (channel: Channel) =>
    update.isPending ? update.variables[channel] : (settings.data?.[channel] ?? false);

  return (
    <>
      <PageHeader title={t('notifications.title')} intro={t('notifications.intro')} />
      {settings.isPending && <LoadingState />}
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} divider={<Divider flexItem />}>
            <Typography>
              {t('notifications.inApp')}{' '}
              <Link component={RouterLink} to="/app/notifications" sx={{ color: 'primary.dark' }}>
                {t('notifications.inAppLink')}
              </Link>
            </Typography>
            <ChannelSwitch
              label={t('notifications.email')}
              help={t('notifications.emailHelp')}
              checked={value('emailNotifications')}
              disabled={update.isPending}
              onChange={(on) =>
                save({ emailNotifications: on }, on ? t('notifications.emailOn') : t('notifications.emailOff'))
              }
            />
            <Stack spacing={1}>
              <ChannelSwitch
                label={t('notifications.push')}
                help={t('notifications.pushHelp')}
                checked={value('pushNotifications')}
                disabled={update.isPending}
                onChange={(on) => void onPush(on)}
              />
              {(pushProblem === 'unsupported' || (!pushSupported() && value('pushNotifications'))) && (
                <Alert severity="info">{t('notifications.pushUnsupported')}</Alert>
              )}
              {pushProblem === 'denied' && <Alert severity="warning">{t('notifications.pushDenied')}</Alert>}
            </Stack>
          </Stack>
        </Paper>
      )}
    </>
  );
}

function ChannelSwitch(props: {
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const helpId = useId();
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={props.checked}
            disabled={props.disabled}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={props.label}
        sx={{ m: 0, justifyContent: 'space-between', gap: 2 }}
        labelPlacement="start"
      />
      <Typography id={helpId} variant="body2" color="text.secondary">
        {props.help}
      </Typography>
    </Stack>
  );
}
