import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['booking'], load);

const pages = {
  chooseType: page(() =>
    import('./pages/choose-booking-type-page.tsx').then((m) => ({ Component: m.ChooseBookingTypePage })),
  ),
  time: page(() => import('./pages/booking-time-page.tsx').then((m) => ({ Component: m.BookingTimePage }))),
  recurring: page(() =>
    import('./pages/reoccurring-booking-day-page.tsx').then((m) => ({ Component: m.ReoccurringBookingDayPage })),
  ),
  history: page(() => import('./pages/provider-history-page.tsx').then((m) => ({ Component: m.ProviderHistoryPage }))),
  propose: page(() =>
    import('./pages/propose-recurring-page.tsx').then((m) => ({ Component: m.ProposeRecurringPage })),
  ),
  parentLink: page(() => import('./pages/order-link-page.tsx').then((m) => ({ Component: m.ParentOrderLinkPage }))),
  providerLink: page(() => import('./pages/order-link-page.tsx').then((m) => ({ Component: m.ProviderOrderLinkPage }))),
};

/** The entry pages a booking mail's signed link opens, read-only and without sign-in (SPEC section 2). */
export const orderLinkRoutes = {
  parent: { path: 'orders-history', lazy: pages.parentLink },
  provider: { path: 'bookings-history', lazy: pages.providerLink },
} satisfies Record<string, RouteObject>;

/**
 * The booking flow of SPEC section 2 (outside /app, inside the signed-in frame); the summary is composed in src/app
 * with the profile's cancellation terms and the payments feature's card.
 */
export const bookingFlowRoutes = {
  chooseType: { path: 'choose-booking-type', lazy: pages.chooseType },
  time: { path: 'booking-time', lazy: pages.time },
  recurring: { path: 'reoccurring-booking-day', lazy: pages.recurring },
} satisfies Record<string, RouteObject>;

/** The provider's bookings under /app. */
export const providerHistoryRoute: RouteObject = { path: 'history', lazy: pages.history };
/** Under /app: the provider proposes weekly days to a booked child's family. */
export const proposeRecurringRoute: RouteObject = { path: 'history/propose/:childId', lazy: pages.propose };
