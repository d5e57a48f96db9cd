import type { i18n as I18n } from 'i18next';
import { HomePage } from '../features/content/pages/home-page.tsx';
import { useHasSession } from '../lib/auth/use-has-session.ts';
import { BaseProviders } from './base-providers.tsx';
import { AccountPlaceholder, PublicFrame } from './layouts/public-frame.tsx';

function LandingFrame() {
  // Only a server that saw the signed-in cookie renders this; the browser's landing page runs for visitors only.
  const signedIn = useHasSession();
  return (
    <PublicFrame account={signedIn ? <AccountPlaceholder /> : undefined}>
      <HomePage />
    </PublicFrame>
  );
}

/** The landing page's tree, the same on the server and in the browser (ADR 015, 018). */
export function LandingApp({ i18n }: { i18n: I18n }) {
  return (
    <BaseProviders i18n={i18n}>
      <LandingFrame />
    </BaseProviders>
  );
}
