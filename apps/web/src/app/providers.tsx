import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { DialogProvider } from '../components/ui/dialog/index.ts';
import { ToastHost } from '../components/ui/toast.tsx';
import { onAppReset } from '../lib/auth/app-reset.ts';
import { BaseProviders } from './base-providers.tsx';

type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
};

/** Everything a page may rely on: theme, server-state cache, toasts, dialogs and translations. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  // The full reset (login, role switch, logout) empties the server-state cache too.
  useEffect(() => onAppReset(() => queryClient.clear()), [queryClient]);

  return (
    <BaseProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DialogProvider>{children}</DialogProvider>
        <ToastHost />
      </QueryClientProvider>
    </BaseProviders>
  );
}
