import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import { LandingApp } from './landing-app.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import type { ServerRenderState } from './server-render-state.ts';

/**
 * The landing page without the app's router and server-state cache (ADR 015); its links load the app. Given the
 * state of the server's rendering, it hydrates that markup (ADR 019); without, it renders. The visit was counted
 * and its referral token kept as the page loaded (`welcomeVisitor`).
 */
export function renderLanding(container: HTMLElement, i18n: I18n, rendered: ServerRenderState | null = null): Root {
  const setTitle = () => (document.title = i18n.t('meta.home.title'));
  setTitle();
  i18n.on('languageChanged', setTitle);
  const tree = (
    <StrictMode>
      <ServerSessionContext value={rendered?.signedIn ?? false}>
        <MarkInteractive>
          <LandingApp i18n={i18n} />
        </MarkInteractive>
      </ServerSessionContext>
    </StrictMode>
  );
  if (rendered) return hydrateRoot(container, tree);
  const root = createRoot(container);
  root.render(tree);
  return root;
}
