import { Box, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Role, type Role as RoleType } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useRoom, useRooms } from '../api/get-rooms.ts';
import { Conversation } from '../components/conversation.tsx';
import { RoomList } from '../components/room-list.tsx';
import { useChatHub } from '../hooks/use-chat-hub.ts';

// The app bar and the page's padding: the two panes fill the rest of the window and scroll inside themselves.
const PANE_HEIGHT = {
  xs: 'calc(100dvh - 56px - 64px)',
  sm: 'calc(100dvh - 64px - 72px)',
  md: 'calc(100dvh - 64px - 120px)',
};

function RoomsPane({ myUserId, role }: { myUserId: string; role: RoleType | undefined }) {
  const { t } = useTranslation('chat');
  const rooms = useRooms();
  if (rooms.isError) return <LoadError onRetry={() => void rooms.refetch()} />;
  if (!rooms.data) return <LoadingState />;
  if (rooms.data.items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {role === Role.HomeProvider ? t('rooms.emptyProvider') : t('rooms.empty')}
      </Typography>
    );
  return <RoomList rooms={rooms.data.items} myUserId={myUserId} />;
}

/**
 * /app/messages and /app/messages/:roomId (ADR 024): the rooms beside the open conversation from the md breakpoint
 * up; below it, two screens (the list, then the conversation with a way back). Holds the hub while open.
 */
export function MessagesPage() {
  const { t } = useTranslation('chat');
  const { roomId } = useParams();
  const claims = useAuthStore((state) => state.claims);
  const myUserId = claims?.sub ?? '';
  const theme = useTheme();
  const twoPanes = useMediaQuery(theme.breakpoints.up('md'));
  const rooms = useRooms();
  useChatHub(myUserId);
  const listed = rooms.data?.items.find((one) => one.id === roomId);
  const single = useRoom(roomId, rooms.isSuccess && !listed);
  const room = listed ?? single.data;
  const showList = twoPanes || !roomId;
  const showConversation = twoPanes || Boolean(roomId);

  return (
    <Box>
      {showList ? (
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
      ) : (
        <VisuallyHidden component="h1">{t('title')}</VisuallyHidden>
      )}
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: twoPanes ? '320px minmax(0, 1fr)' : 'minmax(0, 1fr)',
          height: showConversation ? PANE_HEIGHT : undefined,
          minHeight: 320,
          overflow: 'hidden',
        }}
      >
        {showList && (
          <Box sx={{ overflowY: 'auto', borderRight: twoPanes ? 1 : 0, borderColor: 'divider', minHeight: 0 }}>
            <RoomsPane myUserId={myUserId} role={claims?.role} />
          </Box>
        )}
        {showConversation &&
          (roomId ? (
            <Conversation key={roomId} roomId={roomId} room={room} myUserId={myUserId} showBack={!twoPanes} />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', p: 3, bgcolor: 'grey.50' }}>
              <Typography color="text.secondary">{t('rooms.choose')}</Typography>
            </Box>
          ))}
      </Paper>
    </Box>
  );
}
