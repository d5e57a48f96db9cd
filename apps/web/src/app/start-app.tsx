// First: no zod schema may be built before this (see the module).
import './zod-jitless.ts';
import { hydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import { App } from './app.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { mayHydrateFirstPage } from './navigation-guard.ts';
import { createQueryClient } from './query-client.ts';
import { resolveLazyRoutes } from './router.tsx';
import type { ServerRenderState } from './server-render-state.ts';

/**
 * The code and catalogues of the first page's routes; false when they cannot be fetched (a stale deploy): the
 * router then meets the same failure and shows its reload page, which hydrating the server's markup would hide.
 */
function loadFirstPage(): Promise<boolean> {
  return resolveLazyRoutes(window.location.pathname).then(
    () => true,
    () => false,
  );
}

/**
 * The whole app: every route, the server-state cache, dialogs and toasts. A page the server rendered through the
 * router is hydrated (ADR 019) unless the navigation rules move the reader elsewhere; then the browser renders.
 */
export async function startApp(container: HTMLElement, i18n: I18n, rendered: ServerRenderState | null = null) {
  const queryClient = createQueryClient();
  const { router } = rendered ?? {};
  if (rendered && router && (await mayHydrateFirstPage(new URL(window.location.href))) && (await loadFirstPage())) {
    if (rendered.queries) hydrate(queryClient, rendered.queries);
    hydrateRoot(
      container,
      <StrictMode>
        <ServerSessionContext value={rendered.signedIn}>
          <MarkInteractive>
            <App i18n={i18n} queryClient={queryClient} hydrationData={router} />
          </MarkInteractive>
        </ServerSessionContext>
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <MarkInteractive>
        <App i18n={i18n} queryClient={queryClient} />
      </MarkInteractive>
    </StrictMode>,
  );
}
