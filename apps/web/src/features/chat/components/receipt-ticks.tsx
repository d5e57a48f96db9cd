import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@kinderly/shared';

/** One tick sent, two delivered, two in the primary colour read; the label says it in words. */
export function ReceiptTicks({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const state = message.readAt ? 'read' : message.distributedAt || message.seenAt ? 'distributed' : 'sent';
  const Icon = state === 'sent' ? DoneIcon : DoneAllIcon;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(`message.${state}`)}
      title={t(`message.${state}`)}
      sx={{ display: 'inline-flex', color: state === 'read' ? 'primary.main' : 'text.secondary' }}
    >
      <Icon sx={{ fontSize: 16 }} />
    </Box>
  );
}
