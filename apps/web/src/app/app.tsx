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
  /** The first page's view was counted as it loaded (a visitor's page, ADR 026). */
  firstViewSent?: boolean;
};

export function App({ i18n, queryClient, router, firstViewSent = false }: AppProps) {
  useEffect(() => trackPageViews(router, i18n, undefined, { firstViewSent }), [router, i18n, firstViewSent]);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
