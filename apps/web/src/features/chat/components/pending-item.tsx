import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePendingStore, type PendingMessage } from '../lib/pending-store.ts';
import { Bubble, PLAIN_TEXT } from './message-item.tsx';

/** A message on its way ("Sending…"), or one that failed ("Not sent", Retry). */
export function PendingItem({
  pending,
  onRetry,
}: {
  pending: PendingMessage;
  onRetry: (pending: PendingMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const failed = pending.status === 'failed';
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mb: 1 }}>
      <Box sx={{ maxWidth: { xs: '92%', sm: '75%' }, opacity: failed ? 1 : 0.75 }}>
        <Bubble
          own
          footer={
            <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
              {failed ? t('message.notSent') : t('message.sending')}
            </Typography>
          }
        >
          {pending.text.trim() && <Typography sx={PLAIN_TEXT}>{pending.text}</Typography>}
          {pending.files.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {pending.files.map((file) => file.fileName).join(', ')}
            </Typography>
          )}
        </Bubble>
      </Box>
      {failed && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          {pending.error && (
            <Typography variant="caption" color="error">
              {pending.error}
            </Typography>
          )}
          <Button size="small" color="inherit" onClick={() => usePendingStore.getState().remove(pending.tempId)}>
            {t('message.discard')}
          </Button>
          <Button size="small" variant="outlined" color="inherit" onClick={() => onRetry(pending)}>
            {t('message.retry')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
