import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['provider-profile'], load);

/** The profile parents read, under /app (paths relative to it). */
export const providerProfileRoutes: RouteObject[] = [
  {
    path: 'providers/:providerId',
    lazy: page(() => import('./pages/provider-profile-page.tsx').then((m) => ({ Component: m.ProviderProfilePage }))),
  },
];
