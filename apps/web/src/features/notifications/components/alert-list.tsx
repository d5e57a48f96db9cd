import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SearchAlert } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useSearchAlerts, useStopSearchAlert } from '../api/search-alerts.ts';
import { useAlertWords } from '../lib/alert-words.ts';

/** The person's alerts, newest first, each with what it watches for and a Stop button (after a confirmation). */
export function AlertList() {
  const { t, i18n } = useTranslation('notifications');
  const words = useAlertWords();
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();
  const alerts = useSearchAlerts();
  const stop = useStopSearchAlert();
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' });

  const onStop = async (alert: SearchAlert) => {
    try {
      await dialog.confirm({
        title: t('letMeKnow.stopTitle'),
        message: t('letMeKnow.stopMessage', { distance: alert.distanceKm, place: alert.place }),
        confirmText: t('letMeKnow.stopConfirm'),
        cancelText: t('letMeKnow.keep'),
        destructive: true,
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    stop.mutate(alert.id, {
      onSuccess: () => enqueueSnackbar(t('letMeKnow.stopped'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('letMeKnow.stopFailed'), { variant: 'error' }),
    });
  };

  let content;
  if (alerts.isPending) content = <LoadingState />;
  else if (alerts.isError) content = <LoadError onRetry={() => void alerts.refetch()} />;
  else if (alerts.data.length === 0) content = <Typography color="text.secondary">{t('letMeKnow.empty')}</Typography>;
  else {
    content = (
      <List disablePadding>
        {alerts.data.map((alert) => (
          <ListItem key={alert.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
            <ListItemText
              sx={{ flex: '1 1 16rem', m: 0 }}
              primary={t('letMeKnow.withinPlace', { distance: alert.distanceKm, place: alert.place })}
              slotProps={{ primary: { component: 'h3', sx: { fontWeight: 600 } } }}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {words.filters(alert)}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {t('letMeKnow.createdOn', { date: dateFormat.format(new Date(alert.createdAt)) })} ·{' '}
                    {t('letMeKnow.announced', { count: alert.announced })}
                  </Typography>
                </>
              }
            />
            <Button
              variant="outlined"
              color="error"
              onClick={() => void onStop(alert)}
              disabled={stop.isPending && stop.variables === alert.id}
              aria-label={t('letMeKnow.stopLabel', { place: alert.place })}
            >
              {t('letMeKnow.stop')}
            </Button>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Paper component="section" aria-labelledby="let-me-know-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="let-me-know-list-title" variant="h6" component="h2">
          {t('letMeKnow.listTitle')}
        </Typography>
        {content}
      </Stack>
    </Paper>
  );
}
