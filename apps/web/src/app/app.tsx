import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import { connectRouter } from './connect-router.ts';
import { trackPageViews } from './page-views.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

type AppProps = {
  i18n: I18n;
  queryClient: QueryClient;
  /** The server's rendering of the first page, which the router starts from (ADR 019). */
  hydrationData?: HydrationState | undefined;
};

export function App({ i18n, queryClient, hydrationData }: AppProps) {
  // Connected before the first render, so the first page's calls can already leave the page through the router.
  const [router] = useState(() => {
    const created = createAppRouter(hydrationData);
    connectRouter(created, i18n);
    return created;
  });
  useEffect(() => trackPageViews(router, i18n), [router, i18n]);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
