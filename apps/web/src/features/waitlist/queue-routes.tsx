import { redirect, type RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['waitlist'], load);

const pages = {
  providers: page(() =>
    import('./pages/childcare-providers-page.tsx').then((m) => ({ Component: m.ChildcareProvidersPage })),
  ),
  card: page(() => import('./pages/waitlist-card-page.tsx').then((m) => ({ Component: m.WaitlistCardPage }))),
  provider: page(() =>
    import('./pages/provider-waitlist-page.tsx').then((m) => ({ Component: m.ProviderWaitlistPage })),
  ),
};

/** The family's queue pages of SPEC section 2, under /app. */
export const waitlistQueueRoutes: RouteObject[] = [
  // The bare address (and any other under it) opens the family's waitlists.
  { path: 'waitlist', loader: () => redirect('/app/waitlist/waitlist-card') },
  { path: 'waitlist/children/:childId/childcare-providers', lazy: pages.providers },
  { path: 'waitlist/waitlist-card', lazy: pages.card },
];

/** The provider's own waitlist, under /app, inside the gate of the provider's own record. */
export const providerWaitlistRoute: RouteObject = { path: 'provider/waitlist', lazy: pages.provider };

/** The family's home page notice of offered places (composed by src/app/home-page.tsx), with its text. */
export const loadWaitlistOffersNotice = page(() =>
  import('./components/offers-notice.tsx').then((m) => m.WaitlistOffersNotice),
);
