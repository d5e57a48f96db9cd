import HomeIcon from '@mui/icons-material/HomeOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { canAccessRoute, type Role } from '@kinderly/shared';

export const SIDEBAR_WIDTH = 256;

// Only pages that exist today; each shows for the roles that may open it (SPEC section 6).
const ITEMS = [
  { to: '/app/home', key: 'appNav.home', Icon: HomeIcon },
  { to: '/app/edit-profile', key: 'appNav.editProfile', Icon: PersonIcon },
  { to: '/app/settings', key: 'appNav.settings', Icon: SettingsIcon },
  { to: '/app/user-settings-notifications', key: 'appNav.notifications', Icon: NotificationsIcon },
] as const;

export function sidebarItemsFor(role: Role) {
  return ITEMS.filter((item) => canAccessRoute(role, item.to));
}

type AppSidebarProps = {
  id: string;
  role: Role;
  /** Permanent from MOBILE_BREAKPOINT_PX up, a temporary drawer below it. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
};

export function AppSidebar({ id, role, permanent, open, onClose }: AppSidebarProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      // Below the breakpoint the drawer is a modal dialog, which needs a name.
      slotProps={{ paper: permanent ? undefined : { 'aria-label': t('appNav.label') } }}
      sx={{
        width: permanent ? SIDEBAR_WIDTH : undefined,
        flexShrink: 0,
        // The docked column repeats the paper's border, so the line runs the whole height of a long page.
        ...(permanent && { borderRight: 1, borderColor: 'divider' }),
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {permanent && <Toolbar />}
      <Box component="nav" id={id} aria-label={t('appNav.label')} sx={{ py: 1 }}>
        <List>
          {sidebarItemsFor(role).map(({ to, key, Icon }) => (
            <ListItem key={to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={to}
                onClick={permanent ? undefined : onClose}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
                  '&[aria-current="page"] .MuiListItemIcon-root': { color: 'primary.dark' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(key)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
