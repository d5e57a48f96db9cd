import { CssBaseline, ThemeProvider } from '@mui/material';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppTheme } from './theme.ts';

const theme = createAppTheme();

/** What every screen needs, the landing page included: translations, the theme and its baseline styles. */
export function BaseProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
