import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Avatar, Divider, IconButton, ListItemIcon, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute } from '@kinderly/shared';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useUser } from '../api/get-user.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { roleKey } from '../roles.ts';

const LINKS = [
  { to: '/app/edit-profile', key: 'appNav.editProfile', Icon: PersonIcon },
  { to: '/app/settings', key: 'appNav.settings', Icon: SettingsIcon },
] as const;

/** The account button of the top bar: the pages about the account this role may open, and Log out. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const role = useAuthStore((state) => state.claims?.role ?? null);
  const { data: user } = useUser();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const logOut = () => {
    close();
    setLeaving(true);
    void signOut();
  };

  return (
    <>
      <IconButton
        aria-label={user ? t('userMenu.buttonNamed', { name: user.firstName }) : t('userMenu.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {user ? (
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.dark', fontSize: '1rem' }}>
            {user.firstName.charAt(0).toUpperCase()}
          </Avatar>
        ) : (
          <AccountCircleIcon sx={{ fontSize: 34 }} />
        )}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Who is signed in, and as what: the same on the signed-in pages and the public ones. */}
        {user && role !== null && (
          <ListSubheader sx={{ lineHeight: 1.4, py: 1, color: 'text.primary' }}>
            {t('userMenu.signedInAs', { name: `${user.firstName} ${user.lastName}`, role: t(roleKey(role)) })}
          </ListSubheader>
        )}
        {LINKS.filter((link) => canAccessRoute(role, link.to)).map(({ to, key, Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(key, { ns: 'common' })}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={logOut} disabled={leaving}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
