import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute } from '@kinderly/shared';
import { selectRole, useAuthStore } from '../../../lib/auth/index.ts';
import { useUnreadTotal } from '../api/get-unread-total.ts';

export const MESSAGES_PATH = '/app/messages';

/** The unread total for the roles that chat (the /app/messages row of the route table); null for the others. */
export function useUnreadMessages(): number | null {
  const role = useAuthStore(selectRole);
  const chats = role !== null && canAccessRoute(role, MESSAGES_PATH);
  const unread = useUnreadTotal(chats);
  return chats ? (unread.data ?? 0) : null;
}

/** "Messages" or "Messages, 3 unread": the name of the sidebar item and of the top bar's button. */
export function useMessagesLabel(unread: number): string {
  const { t } = useTranslation();
  return unread > 0 ? t('appNav.messagesUnread', { count: unread }) : t('appNav.messages');
}

/** The chat icon with the unread count on it (the count is in the link's name, so the badge is hidden). */
export function MessagesIcon({ unread }: { unread: number }) {
  return (
    <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
      <ChatIcon />
    </Badge>
  );
}

/** The top bar's way to the messages, for the roles that chat. */
export function MessagesTopBarButton() {
  const unread = useUnreadMessages();
  const label = useMessagesLabel(unread ?? 0);
  if (unread === null) return null;
  return (
    <IconButton component={RouterLink} to={MESSAGES_PATH} aria-label={label}>
      <MessagesIcon unread={unread} />
    </IconButton>
  );
}
