import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const notificationsPage = lazyRouteWithText(['notifications'], () =>
  import('./pages/notifications-page.tsx').then((m) => ({ Component: m.NotificationsPage })),
);

const letMeKnowPage = lazyRouteWithText(['notifications'], () =>
  import('./pages/let-me-know-page.tsx').then((m) => ({ Component: m.LetMeKnowPage })),
);

/** /app/notifications (issue 19, ADR 029): the notification centre, every signed-in role. */
// /app/let-me-know (SPEC section 2): the family roles' alerts for new providers.
export const notificationRoutes: RouteObject[] = [
  { path: 'notifications', lazy: notificationsPage },
  { path: 'let-me-know', lazy: letMeKnowPage },
];
