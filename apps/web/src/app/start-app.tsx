// First: no zod schema may be built before this (see the module).
import './zod-jitless.ts';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';

/** The whole app: every route, the server-state cache, dialogs and toasts. */
export function startApp(container: HTMLElement, i18n: I18n): void {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
