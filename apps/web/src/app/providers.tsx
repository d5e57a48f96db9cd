import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { SnackbarProvider, type SnackbarOrigin } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST } from '@kinderly/shared';
import { DialogProvider } from '../components/ui/dialog/index.ts';
import { TOAST_COMPONENTS } from '../components/ui/toast-content.tsx';
import { onAppReset } from '../lib/auth/app-reset.ts';
import { createAppTheme } from './theme.ts';

type ToastPosition = `${SnackbarOrigin['vertical']}-${SnackbarOrigin['horizontal']}`;

// Typing the parameter makes the shared constant fail the type check if it ever names an invalid corner.
function toAnchorOrigin(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-');
  return { vertical, horizontal } as SnackbarOrigin;
}

const toastOrigin = toAnchorOrigin(TOAST.position);
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
          <SnackbarProvider
            anchorOrigin={toastOrigin}
            autoHideDuration={TOAST.durationMs}
            transitionDuration={TOAST.transitionMs}
            style={{ width: TOAST.width, maxWidth: '100%' }}
            Components={TOAST_COMPONENTS}
          >
            <DialogProvider>{children}</DialogProvider>
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
