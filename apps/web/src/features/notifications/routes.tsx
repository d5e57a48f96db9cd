import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const notificationsPage = lazyRouteWithText(['notifications'], () =>
  import('./pages/notifications-page.tsx').then((m) => ({ Component: m.NotificationsPage })),
);

/** /app/notifications (issue 19, ADR 029): the notification centre, every signed-in role. */
export const notificationRoutes: RouteObject[] = [{ path: 'notifications', lazy: notificationsPage }];
