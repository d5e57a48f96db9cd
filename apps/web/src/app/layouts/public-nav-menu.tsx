import { Menu, MenuItem } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../components/ui/page-links.tsx';

export type PublicNavItem = { to: string; key: ParseKeys; end: boolean };

type PublicNavMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  items: readonly PublicNavItem[];
  /** Absent for a signed-in reader. */
  registerPath?: string;
  onClose: () => void;
};

/** The public header's menu on phones and small tablets. */
export function PublicNavMenu({ id, anchor, items, registerPath, onClose }: PublicNavMenuProps) {
  const { t } = useTranslation();
  const { Link: PageLink, NavLink } = usePageLinks();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          onClick={onClose}
          sx={{ '&[aria-current="page"]': { color: 'primary.dark', fontWeight: 600 } }}
        >
          {t(item.key)}
        </MenuItem>
      ))}
      {registerPath && (
        <MenuItem component={PageLink} to={registerPath} onClick={onClose}>
          {t('nav.register')}
        </MenuItem>
      )}
    </Menu>
  );
}
