import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, Avatar, Box, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChatRoomIdQuerySchema, type ChatRoom } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useMessages } from '../api/get-messages.ts';
import { useRoomReceipts } from '../hooks/use-receipts.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { initialsOf } from '../lib/format.ts';
import { oldestFirst } from '../lib/message-cache.ts';
import { usePendingStore } from '../lib/pending-store.ts';
import { useTypingStore } from '../lib/typing-store.ts';
import { Composer } from './composer.tsx';
import { MessageLog } from './message-log.tsx';
import { ReportRoomDialog } from './report-room-dialog.tsx';

type ConversationProps = {
  roomId: string;
  /** The room's summary from the list (the other side's name); undefined while the list loads. */
  room: ChatRoom | undefined;
  myUserId: string;
  /** Below the md breakpoint the conversation is a screen of its own, with a way back to the list. */
  showBack: boolean;
};

/** One room: its header and menu, the messages, who is typing, and the composer. */
export function Conversation(props: ConversationProps) {
  // An address that cannot name a room is not one of the caller's rooms either; the API is not asked.
  if (!ChatRoomIdQuerySchema.safeParse({ roomId: props.roomId }).success)
    return <RoomNotFound showBack={props.showBack} />;
  return <OpenConversation {...props} />;
}

function BackLink() {
  const { t } = useTranslation('chat');
  return (
    <IconButton component={RouterLink} to="/app/messages" aria-label={t('room.back')}>
      <ArrowBackIcon />
    </IconButton>
  );
}

function RoomNotFound({ showBack }: { showBack: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Box sx={{ p: 2 }}>
      {showBack && <BackLink />}
      <Alert severity="warning">{t('room.notFound')}</Alert>
    </Box>
  );
}

function OpenConversation({ roomId, room, myUserId, showBack }: ConversationProps) {
  const { t } = useTranslation('chat');
  const query = useMessages(roomId);
  const { send, retry } = useSendMessage(roomId);
  const allPending = usePendingStore((state) => state.messages);
  const pending = useMemo(() => allPending.filter((one) => one.roomId === roomId), [allPending, roomId]);
  const typing = useTypingStore((state) => roomId in state.until);
  const messages = useMemo(() => oldestFirst(query.data), [query.data]);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const name = room?.other.displayName ?? '';
  useRoomReceipts(roomId, messages, myUserId);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadEarlier = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'grey.50' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {showBack && <BackLink />}
        {name && (
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>
            {initialsOf(name)}
          </Avatar>
        )}
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {!notFound && (
          <>
            <IconButton
              aria-label={t('room.menu')}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? true : undefined}
              aria-controls={menuAnchor ? menuId : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  setReporting(true);
                }}
              >
                {t('room.report')}
              </MenuItem>
            </Menu>
          </>
        )}
      </Box>
      {notFound ? (
        <Box sx={{ p: 2 }}>
          <Alert severity="warning">{t('room.notFound')}</Alert>
        </Box>
      ) : query.isError ? (
        <Box sx={{ p: 2 }}>
          <LoadError onRetry={() => void query.refetch()} />
        </Box>
      ) : !query.data ? (
        <LoadingState />
      ) : (
        <>
          <MessageLog
            messages={messages}
            pending={pending}
            myUserId={myUserId}
            otherName={name}
            hasEarlier={hasNextPage}
            loadingEarlier={isFetchingNextPage}
            onLoadEarlier={loadEarlier}
            onRetry={retry}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            aria-live="polite"
            sx={{ px: 2, minHeight: '1.5em', fontStyle: 'italic' }}
          >
            {typing && name ? t('room.typing', { name }) : ''}
          </Typography>
          <Composer key={roomId} roomId={roomId} onSend={send} />
        </>
      )}
      <ReportRoomDialog roomId={roomId} open={reporting} onClose={() => setReporting(false)} />
    </Box>
  );
}
