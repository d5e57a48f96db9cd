import { Box, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Landmarks of every public page: skip link, banner, main, contentinfo. */
export function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipLink')}</SkipLink>
      {navigation.state !== 'idle' && (
        <LinearProgress
          aria-label={t('app.pageLoading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <PublicHeader />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focusable by script only, so the skip link can land here.
        tabIndex={-1}
        sx={{ flexGrow: 1, '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
