import MoreVertIcon from '@mui/icons-material/MoreVert';
import { alpha, Box, Button, IconButton, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, type ChatMessage } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { deleteMessage, editMessage, sendMessageReaction } from '../api/message-calls.ts';
import { chatKeys } from '../api/query-keys.ts';
import { formatTime } from '../lib/format.ts';
import { upsertMessage, type MessagePages } from '../lib/message-cache.ts';
import { MessageFiles } from './message-files.tsx';
import { ReactionChips, ReactionPicker } from './reactions.tsx';
import { ReceiptTicks } from './receipt-ticks.tsx';

/** The wrapping that keeps what was typed: line breaks kept, a long word or link broken at the edge. */
export const PLAIN_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** The bubble, on the right for one's own messages, with its time, "edited" and (one's own) receipts. */
export function Bubble({ own, children, footer }: { own: boolean; children: ReactNode; footer: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        px: 1.5,
        py: 1,
        borderRadius: 2,
        maxWidth: '100%',
        minWidth: 0,
        bgcolor: own ? alpha(theme.palette.primary.main, 0.1) : 'background.paper',
        border: 1,
        borderColor: own ? alpha(theme.palette.primary.main, 0.25) : 'divider',
      })}
    >
      {children}
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.25 }}>
        {footer}
      </Stack>
    </Box>
  );
}

type MessageItemProps = { message: ChatMessage; myUserId: string; senderName: string };

/** One message of the log, with its reactions and, for one's own, edit and delete. */
export function MessageItem({ message, myUserId, senderName }: MessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  const dialog = useDialog();
  const own = message.senderId === myUserId;
  const deleted = message.deletedAt !== null || message.text === null;
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const mine = message.reactions.find((reaction) => reaction.userId === myUserId)?.unicode ?? null;

  const run = async (call: () => Promise<ChatMessage>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      client.setQueryData<MessagePages>(chatKeys.messages(message.roomId), (data) => upsertMessage(data, answer));
      return true;
    } catch (caught) {
      if (!isApiError(caught) || !caught.handled) setError(isApiError(caught) ? caught.message : t('message.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const react = (unicode: string) =>
    void run(() =>
      sendMessageReaction({
        messageId: message.id,
        roomId: message.roomId,
        unicode,
        ...(mine === unicode ? { remove: true } : {}),
      }),
    );

  const remove = async () => {
    setMenuAnchor(null);
    try {
      await dialog.confirm({
        title: t('message.deleteTitle'),
        message: t('message.deleteText'),
        confirmText: t('message.delete'),
        destructive: true,
      });
    } catch (dismissed) {
      if (isDialogDismissed(dismissed)) return;
      throw dismissed;
    }
    await run(() => deleteMessage(message.id));
  };

  const saveEdit = async () => {
    if (editing === null || !editing.trim()) return;
    if (await run(() => editMessage(message.id, editing))) setEditing(null);
  };

  const footer = (
    <>
      {message.editedAt && !deleted && (
        <Typography variant="caption" color="text.secondary">
          {t('message.edited')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt, i18n.language)}</time>
      </Typography>
      {own && <ReceiptTicks message={message} />}
    </>
  );

  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          maxWidth: { xs: '92%', sm: '75%' },
          flexDirection: own ? 'row-reverse' : 'row',
        }}
      >
        <Bubble own={own} footer={footer}>
          <VisuallyHidden>{`${own ? t('message.you') : senderName}: `}</VisuallyHidden>
          {deleted ? (
            <Typography sx={{ fontStyle: 'italic' }} color="text.secondary">
              {t('message.deleted')}
            </Typography>
          ) : editing !== null ? (
            <Stack spacing={1} sx={{ minWidth: { xs: 220, sm: 320 } }}>
              <TextField
                label={t('message.editLabel')}
                value={editing}
                onChange={(event) => setEditing(event.target.value)}
                multiline
                maxRows={8}
                autoFocus
                size="small"
                slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX } }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setEditing(null);
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    void saveEdit();
                  }
                }}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" color="inherit" onClick={() => setEditing(null)} disabled={busy}>
                  {t('message.cancel')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => void saveEdit()}
                  disabled={busy || !editing.trim()}
                >
                  {t('message.save')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <>
              {message.text && <Typography sx={PLAIN_TEXT}>{message.text}</Typography>}
              <MessageFiles files={message.files} />
            </>
          )}
        </Bubble>
        {!deleted && editing === null && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexShrink: 0 }}>
            <ReactionPicker mine={mine} onPick={react} disabled={busy} />
            {own && (
              <>
                <IconButton
                  size="small"
                  aria-label={t('message.actions')}
                  aria-haspopup="menu"
                  aria-expanded={menuAnchor ? true : undefined}
                  aria-controls={menuAnchor ? menuId : undefined}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                >
                  <MoreVertIcon fontSize="small" />
                </IconButton>
                <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
                  {message.text?.trim() && (
                    <MenuItem
                      onClick={() => {
                        setMenuAnchor(null);
                        setEditing(message.text ?? '');
                      }}
                    >
                      {t('message.edit')}
                    </MenuItem>
                  )}
                  <MenuItem onClick={() => void remove()}>{t('message.delete')}</MenuItem>
                </Menu>
              </>
            )}
          </Stack>
        )}
      </Box>
      {!deleted && <ReactionChips reactions={message.reactions} myUserId={myUserId} onToggle={react} disabled={busy} />}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
