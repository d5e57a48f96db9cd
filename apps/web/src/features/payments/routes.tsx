import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['payments'], load);

const pages = {
  info: page(() => import('./pages/payment-info-page.tsx').then((m) => ({ Component: m.PaymentInfoPage }))),
  addCard: page(() =>
    import('./pages/payment-info-stripe-page.tsx').then((m) => ({ Component: m.PaymentInfoStripePage })),
  ),
  cards: page(() => import('./pages/credit-cards-list-page.tsx').then((m) => ({ Component: m.CreditCardsListPage }))),
  payout: page(() => import('./pages/payout-account-page.tsx').then((m) => ({ Component: m.PayoutAccountPage }))),
};

/** The payment pages under /app (paths relative to it). */
export const paymentRoutes: RouteObject[] = [
  { path: 'payment-info', lazy: pages.info },
  { path: 'payment-info-stripe', lazy: pages.addCard },
  { path: 'credit-cards-list', lazy: pages.cards },
];

/** The provider's payout account under /app; the app places it with the other pages on the provider's own record. */
export const payoutAccountRoute: RouteObject = { path: 'payout-account', lazy: pages.payout };
