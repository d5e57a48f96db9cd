import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider } from '../components/ui/dialog/index.ts';
import { ToastHost } from '../components/ui/toast.tsx';
import { onAppReset } from '../lib/auth/app-reset.ts';
import { createAppTheme } from './theme.ts';

const theme = createAppTheme();

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
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <DialogProvider>{children}</DialogProvider>
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
