import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_HUB_EVENT, NotificationHubPayloadSchema } from '@kinderly/shared';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { notificationKeys } from '../api/notifications.ts';

/**
 * While a signed-in page is open: holds the real-time hub (loaded after the page painted) and, for each new
 * notification, sets the bell's count, refreshes the list and shows it in a toast in the page's language. Answers
 * whether the hub is connected (the bell says so in `data-live`).
 */
export function useLiveNotifications(enabled: boolean): boolean {
  const [live, setLive] = useState(false);
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('../../../lib/hub/hub-socket.ts').then(({ holdChatHub, releaseChatHub }) => {
      if (cancelled) return;
      const hub = holdChatHub();
      const onNew = (raw: unknown) => {
        const parsed = NotificationHubPayloadSchema.safeParse(raw);
        if (!parsed.success) return;
        const payload = parsed.data;
        client.setQueryData(notificationKeys.unread(), payload.unreadCount);
        void client.invalidateQueries({ queryKey: notificationKeys.list() });
        const language = i18n.language === 'fr' ? 'fr' : 'en';
        enqueueSnackbar(payload.title[language], { variant: 'info' });
      };
      // A reconnect may have missed events: read the count again.
      const onConnect = () => {
        setLive(true);
        void client.invalidateQueries({ queryKey: notificationKeys.unread() });
      };
      const onDisconnect = () => setLive(false);
      hub.on(NOTIFICATION_HUB_EVENT, onNew);
      hub.on('connect', onConnect);
      hub.on('disconnect', onDisconnect);
      if (hub.connected) setLive(true);
      stop = () => {
        hub.off(NOTIFICATION_HUB_EVENT, onNew);
        hub.off('connect', onConnect);
        hub.off('disconnect', onDisconnect);
        setLive(false);
        releaseChatHub();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, client, i18n, enqueueSnackbar]);
  return live;
}
