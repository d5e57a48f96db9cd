import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import { connectRouter } from './connect-router.ts';
import { trackPageViews } from './page-views.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app's router, connected to the API client before the first render, so the first page's calls can already
 * leave the page through the router. With `hydrationData` it starts from the server's rendering (ADR 019).
 */
export function createConnectedRouter(i18n: I18n, hydrationData?: HydrationState): AppRouter {
  const router = createAppRouter(hydrationData);
  connectRouter(router, i18n);
  return router;
}

type AppProps = {
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
};

export function App({ i18n, queryClient, router }: AppProps) {
  useEffect(() => trackPageViews(router, i18n), [router, i18n]);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
