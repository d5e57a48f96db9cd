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

/**
 * The signed-in reader's controls. The server renders the placeholder (it has no session to show), so hydration
 * does too before fetching the code. Whether hydration is over is read here, inside the banner, and not by the
 * layout: a layout that re-rendered right after hydrating would make React hydrate every part of the page in one
 * long task (see PublicFrame).
 */
function AccountSlot() {
  const hydrated = useIsHydrated();
  return hydrated ? (
    <Suspense fallback={ACCOUNT_PLACEHOLDER}>
      <PublicAccountControls />
    </Suspense>
  ) : (
    ACCOUNT_PLACEHOLDER
  );
}

/** The public pages' route: their frame around the matched page, with a bar while the next page loads. */
export function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const signedIn = useHasSession();
  const progress = navigation.state !== 'idle' && (
    <LinearProgress
      aria-label={t('app.pageLoading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
  const account = signedIn ? <AccountSlot /> : undefined;
  return (
    <PublicFrame progress={progress} account={account}>
      <Outlet />
    </PublicFrame>
  );
}
