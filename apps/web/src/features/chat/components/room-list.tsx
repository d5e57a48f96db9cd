import { Avatar, Badge, Box, List, ListItem, ListItemAvatar, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ChatRoom } from '@kinderly/shared';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { formatRoomTime, initialsOf } from '../lib/format.ts';

function usePreview(room: ChatRoom, myUserId: string): string {
  const { t } = useTranslation('chat');
  const last = room.lastMessage;
  if (!last) return t('rooms.noMessages');
  if (last.deletedAt || last.text === null) return t('rooms.deleted');
  const text = last.text.trim() ? last.text : t('rooms.attachment');
  return last.senderId === myUserId ? t('rooms.you', { text }) : text;
}

function RoomItem({ room, myUserId }: { room: ChatRoom; myUserId: string }) {
  const { t, i18n } = useTranslation('chat');
  const preview = usePreview(room, myUserId);
  const when = room.lastMessageAt ?? room.createdAt;
  const unread = room.unreadCount > 0;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={`/app/messages/${room.id}`}
        sx={{
          gap: 1.5,
          alignItems: 'flex-start',
          '&[aria-current="page"]': { bgcolor: 'action.selected' },
        }}
      >
        <ListItemAvatar sx={{ minWidth: 0 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
            {initialsOf(room.other.displayName)}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography
              component="span"
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
            >
              {room.other.displayName}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatRoomTime(when, i18n.language)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography
              component="span"
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 600 : 400 }}
            >
              {preview}
            </Typography>
            {unread && (
              <Badge
                badgeContent={room.unreadCount}
                color="primary"
                max={99}
                sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                slotProps={{ badge: { 'aria-hidden': true } }}
              />
            )}
            {unread && (
              <VisuallyHidden>
                {room.unreadCount > 99 ? t('rooms.unreadMany') : t('rooms.unread', { count: room.unreadCount })}
              </VisuallyHidden>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The caller's rooms, latest activity first; the open one is marked as the current page. */
export function RoomList({ rooms, myUserId }: { rooms: ChatRoom[]; myUserId: string }) {
  const { t } = useTranslation('chat');
  return (
    <Box component="nav" aria-label={t('rooms.label')}>
      <List disablePadding>
        {rooms.map((room) => (
          <RoomItem key={room.id} room={room} myUserId={myUserId} />
        ))}
      </List>
    </Box>
  );
}
