// First: no zod schema may be built before this (see the module).
import './zod-jitless.ts';
import { hydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import { App, createConnectedRouter } from './app.tsx';
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
export async function startApp(
  container: HTMLElement,
  i18n: I18n,
  rendered: ServerRenderState | null = null,
  { firstViewSent = false }: { firstViewSent?: boolean } = {},
) {
  const queryClient = createQueryClient();
  const { router } = rendered ?? {};
  if (rendered && router && (await mayHydrateFirstPage(new URL(window.location.href))) && (await loadFirstPage())) {
    if (rendered.queries) hydrate(queryClient, rendered.queries);
    const appRouter = createConnectedRouter(i18n, router);
    // The router reads the address, the history and its stored state in a task of its own: together with the
    // hydration's first render they made one of the page's longest tasks (ADR 018).
    await new Promise((resolve) => setTimeout(resolve, 0));
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <ServerSessionContext value={rendered.signedIn}>
            <MarkInteractive>
              <App i18n={i18n} queryClient={queryClient} router={appRouter} firstViewSent={firstViewSent} />
            </MarkInteractive>
          </ServerSessionContext>
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <MarkInteractive>
        <App i18n={i18n} queryClient={queryClient} router={createConnectedRouter(i18n)} />
      </MarkInteractive>
    </StrictMode>,
  );
}
