import { Box, LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useHasSession } from '../../lib/auth/use-has-session.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { PublicFrame } from './public-frame.tsx';

// Fetched only for a signed-in reader, with the account catalogue, so visitors never load the auth store.
const PublicAccountControls = lazy(() =>
  Promise.all([import('./public-account-controls.tsx'), loadNamespaces('account')]).then(([module]) => ({
    default: module.PublicAccountControls,
  })),
);

/** The size of the account button, held while its code arrives so the header does not shift. */
const ACCOUNT_PLACEHOLDER = <Box aria-hidden sx={{ width: 42, height: 42 }} />;

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
  const account = signedIn ? (
    <Suspense fallback={ACCOUNT_PLACEHOLDER}>
      <PublicAccountControls />
    </Suspense>
  ) : undefined;
  return (
    <PublicFrame progress={progress} account={account}>
      <Outlet />
    </PublicFrame>
  );
}
