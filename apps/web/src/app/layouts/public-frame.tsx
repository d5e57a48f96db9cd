import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MARKS_ITSELF_ATTRIBUTE, PartsHydrated } from '../mark-interactive.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

type PublicFrameProps = {
  /** Shown above the banner: the router's bar that says a page is on its way. */
  progress?: ReactNode;
  /** The signed-in reader's controls (role, account menu); the header offers sign-in and registration without it. */
  account?: ReactNode;
  children: ReactNode;
};

/** The size of the account button, held while its code arrives (or on the server) so the header does not shift. */
export function AccountPlaceholder() {
  return <Box aria-hidden sx={{ width: 42, height: 42 }} />;
}

/**
 * Landmarks of every public page: skip link, banner, main, contentinfo. Used with and without the router.
 *
 * The banner, the main content and the footer are each a Suspense boundary. Nothing in them suspends; the
 * boundaries are there for hydration (ADR 019): React hydrates the root in one uninterruptible task but hydrates
 * the server's Suspense boundaries afterwards in small slices, so a phone is never blocked for the whole page
 * (Lighthouse's total blocking time). `PartsHydrated` marks the document interactive once they are in.
 */
export function PublicFrame({ progress, account, children }: PublicFrameProps) {
  const { t } = useTranslation();
  const marker = { [MARKS_ITSELF_ATTRIBUTE]: '' };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }} {...marker}>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipLink')}</SkipLink>
      {progress}
      <Suspense fallback={null}>
        <PublicHeader account={account} />
      </Suspense>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focusable by script only, so the skip link can land here.
        tabIndex={-1}
        sx={{ flexGrow: 1, '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        <Suspense fallback={null}>
          {children}
          <PartsHydrated />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </Box>
  );
}
