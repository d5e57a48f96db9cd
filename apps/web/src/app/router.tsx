import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { AppShell } from './app-shell.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk, fetched when its route is first matched.
const notFoundPage = () =>
  import('../features/content/pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageLoader,
    // Last resort when a layout itself fails; page errors are caught below, inside the layout.
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                lazy: () => import('../features/content/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
              },
              { path: 'not-found', lazy: notFoundPage },
              {
                path: 'error',
                lazy: () =>
                  import('../features/content/pages/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
              },
              // SPEC section 2: an unmatched route goes to not-found.
              { path: '*', lazy: notFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
