import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['provider-search'], load);

const pages = {
  favourites: page(() => import('./pages/favourites-page.tsx').then((m) => ({ Component: m.FavouritesPage }))),
  location: page(() => import('./pages/parent-location-page.tsx').then((m) => ({ Component: m.ParentLocationPage }))),
  automation: page(() =>
    import('./pages/parent-location-automation-page.tsx').then((m) => ({ Component: m.ParentLocationAutomationPage })),
  ),
  found: page(() =>
    import('./pages/get-parent-location-automation-page.tsx').then((m) => ({
      Component: m.GetParentLocationAutomationPage,
    })),
  ),
};

/**
 * The favourites and the parent location pages of SPEC section 2, under /app. The search page itself is placed at
 * /app/booking by src/app (booking-route.tsx), beside the family's bookings; the list and the map side by side take
 * the whole width of the signed-in frame there (app-layout.tsx).
 */
export const providerSearchRoutes: RouteObject[] = [
  { path: 'favourites', lazy: pages.favourites },
  { path: 'parent-location', lazy: pages.location },
  { path: 'parent-location-automation', lazy: pages.automation },
  { path: 'get-parent-location-automation', lazy: pages.found },
];

/** The place search box of the family's home page, with its text loaded beside its code. */
export const loadHomeSearchSection = page(() =>
  import('./components/home-search-section.tsx').then((m) => m.HomeSearchSection),
);
