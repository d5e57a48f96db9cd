import { Box, Container, LinearProgress, Toolbar, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, type Role } from '@kinderly/shared';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useAuthStore } from '../../lib/auth/index.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { AppTopBar } from './app-top-bar.tsx';
import { MAIN_CONTENT_ID } from './public-frame.tsx';

/** A route's `handle` may ask for the whole width (a list beside a map); other pages keep a readable column. */
const wantsWideLayout = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as { wideLayout?: unknown }).wideLayout === true;

/** The signed-in area. Keyed by session below, so a role switch starts every page and query afresh. */
export function AppLayout() {
  const sessionId = useAuthStore((state) => state.claims?.sid);
  const role = useAuthStore((state) => state.claims?.role);
  // Between a logout and the page change that follows it nothing signed-in renders (or calls the API).
  if (sessionId === undefined || role === undefined) return null;
  return <AppFrame key={sessionId} role={role} />;
}

function AppFrame({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sidebarId = useId();
  const permanent = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`);
  const [open, setOpen] = useState(false);
  const wide = useMatches().some((match) => wantsWideLayout(match.handle));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipLink')}</SkipLink>
      {navigation.state !== 'idle' && (
        <LinearProgress
          aria-label={t('app.pageLoading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <AppTopBar
        sidebarId={sidebarId}
        sidebarOpen={open}
        showSidebarToggle={!permanent}
        onToggleSidebar={() => setOpen((wasOpen) => !wasOpen)}
      />
      <AppSidebar id={sidebarId} role={role} permanent={permanent} open={open} onClose={() => setOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focusable by script only, so the skip link can land here.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'grey.50', '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        <Toolbar />
        <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
