import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { captureReferralToken } from '../lib/auth/referral.ts';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import { LandingApp } from './landing-app.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { trackLandingView } from './page-views.ts';
import type { ServerRenderState } from './server-render-state.ts';

/**
 * The landing page without the app's router and server-state cache (ADR 015); its links load the app. Given the
 * state of the server's rendering, it hydrates that markup (ADR 019); without, it renders.
 */
export function renderLanding(container: HTMLElement, i18n: I18n, rendered: ServerRenderState | null = null): Root {
  // What the router's navigation guard does on every page, for this one.
  captureReferralToken(new URLSearchParams(window.location.search));
  const setTitle = () => (document.title = i18n.t('meta.home.title'));
  setTitle();
  i18n.on('languageChanged', setTitle);
  trackLandingView(i18n);
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
