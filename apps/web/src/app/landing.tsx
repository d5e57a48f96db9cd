import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HomePage } from '../features/content/pages/home-page.tsx';
import { captureReferralToken } from '../lib/auth/referral.ts';
import { BaseProviders } from './base-providers.tsx';
import { PublicFrame } from './layouts/public-frame.tsx';
import { trackLandingView } from './page-views.ts';

/** The landing page without the app's router and server-state cache (ADR 015); its links load the app. */
export function renderLanding(container: HTMLElement, i18n: I18n): Root {
  // What the router's navigation guard does on every page, for this one.
  captureReferralToken(new URLSearchParams(window.location.search));
  const setTitle = () => (document.title = i18n.t('meta.home.title'));
  setTitle();
  i18n.on('languageChanged', setTitle);
  trackLandingView(i18n);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BaseProviders i18n={i18n}>
        <PublicFrame>
          <HomePage />
        </PublicFrame>
      </BaseProviders>
    </StrictMode>,
  );
  return root;
}
