import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['waitlist', 'payments'], load);

/** The free limit and the one-time purchase (ADR 023): outside /app, inside the signed-in frame. */
export const waitlistPurchaseRoutes: RouteObject[] = [
  {
    path: 'limit-page',
    lazy: page(() => import('./pages/limit-page.tsx').then((m) => ({ Component: m.LimitPage }))),
  },
  {
    path: 'one-time-purchase',
    lazy: page(() => import('./pages/one-time-purchase-page.tsx').then((m) => ({ Component: m.OneTimePurchasePage }))),
  },
];
