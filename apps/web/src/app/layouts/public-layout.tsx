import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useHasSession, useIsHydrated } from '../../lib/auth/use-has-session.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { AccountPlaceholder, PublicFrame } from './public-frame.tsx';

// Fetched only for a signed-in reader, with the account catalogue, so visitors never load the auth store.
const PublicAccountControls = lazy(() =>
  Promise.all([import('./public-account-controls.tsx'), loadNamespaces('account')]).then(([module]) => ({
    default: module.PublicAccountControls,
  })),
);

const ACCOUNT_PLACEHOLDER = <AccountPlaceholder />;

/** The public pages' route: their frame around the matched page, with a bar while the next page loads. */
export function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const signedIn = useHasSession();
  // The server renders the placeholder (it has no session to show), so hydration does too before fetching the code.
  const hydrated = useIsHydrated();
  const progress = navigation.state !== 'idle' && (
    <LinearProgress
      aria-label={t('app.pageLoading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
  const account = !signedIn ? undefined : hydrated ? (
    <Suspense fallback={ACCOUNT_PLACEHOLDER}>
      <PublicAccountControls />
    </Suspense>
  ) : (
    ACCOUNT_PLACEHOLDER
  );
  return (
    <PublicFrame progress={progress} account={account}>
      <Outlet />
    </PublicFrame>
  );
}
