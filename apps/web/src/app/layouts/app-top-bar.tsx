import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@kinderly/shared';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { MessagesTopBarButton } from '../../features/chat/components/messages-nav.tsx';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell.tsx';
import { RoleSwitcher } from '../../features/account/components/role-switcher.tsx';
import { UserMenu } from '../../features/account/components/user-menu.tsx';
import { APP_HOME_PATH } from '../../lib/auth/index.ts';

type AppTopBarProps = {
  sidebarId: string;
  sidebarOpen: boolean;
  /** False where the sidebar is permanent and needs no button. */
  showSidebarToggle: boolean;
  onToggleSidebar: () => void;
};

export function AppTopBar({ sidebarId, sidebarOpen, showSidebarToggle, onToggleSidebar }: AppTopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {showSidebarToggle && (
          <IconButton
            aria-label={t('appNav.toggle')}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarOpen ? sidebarId : undefined}
            onClick={onToggleSidebar}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={APP_HOME_PATH}
          underline="none"
          aria-label={t('appNav.homeLink')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', borderRadius: 1 }}
        >
          <BrandMark fontSize="large" />
          <Box
            component="span"
            sx={{
              display: { xs: 'none', sm: 'inline' },
              fontSize: '1.375rem',
              fontWeight: 700,
              letterSpacing: '-0.01em',
            }}
          >
            {PRODUCT_NAME}
          </Box>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsBell />
        <MessagesTopBarButton />
        <RoleSwitcher />
        <LanguageSwitch compact />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
