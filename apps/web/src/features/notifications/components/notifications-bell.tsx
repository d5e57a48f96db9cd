import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { selectRole, useAuthStore } from '../../../lib/auth/index.ts';
import { useUnreadNotifications } from '../api/notifications.ts';
import { useLiveNotifications } from '../lib/use-live-notifications.ts';

export const NOTIFICATIONS_PATH = '/app/notifications';

/** The top bar's bell (issue 19): the unread count, kept live by the hub, leading to the notification list. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const signedIn = useAuthStore(selectRole) !== null;
  const unread = useUnreadNotifications();
  const live = useLiveNotifications(signedIn);
  const count = unread.data ?? 0;
  const label = count > 0 ? t('appNav.bellUnread', { count }) : t('appNav.bell');
  return (
    <IconButton
      component={RouterLink}
      to={NOTIFICATIONS_PATH}
      aria-label={label}
      data-testid="notifications-bell"
      data-live={live ? 'true' : 'false'}
    >
      <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
