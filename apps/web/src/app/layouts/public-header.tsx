import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Link, Toolbar } from '@mui/material';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@kinderly/shared';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { usePageLinks } from '../../components/ui/page-links.tsx';
import type { PublicNavItem } from './public-nav-menu.tsx';

const PublicNavMenu = lazy(() => import('./public-nav-menu.tsx').then((m) => ({ default: m.PublicNavMenu })));

const VISITOR_ITEMS: readonly PublicNavItem[] = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/entry/login', key: 'nav.signIn', end: false },
];
const SIGNED_IN_ITEMS: readonly PublicNavItem[] = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/app/home', key: 'nav.myHome', end: false },
];
const REGISTER_PATH = '/entry/register';

type PublicHeaderProps = {
  /** The signed-in reader's controls: given, they replace sign-in and registration. */
  account?: ReactNode;
};

/** Banner of the public pages: inline links from `md` up, a menu button on phones and small tablets. */
export function PublicHeader({ account }: PublicHeaderProps) {
  const { t } = useTranslation();
  const signedIn = account !== undefined;
  const items = signedIn ? SIGNED_IN_ITEMS : VISITOR_ITEMS;
  const { Link: PageLink, NavLink } = usePageLinks();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuOpen = menuAnchor !== null;
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <Link
            component={PageLink}
            to="/"
            underline="none"
            aria-label={t('nav.homeLink')}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', borderRadius: 1 }}
          >
            <BrandMark fontSize="large" />
            <Box
              component="span"
              sx={{
                // Signed in, phones need the room for the role and account buttons, as in the signed-in top bar.
                display: signedIn ? { xs: 'none', sm: 'inline' } : 'inline',
                fontSize: '1.375rem',
                fontWeight: 700,
                letterSpacing: '-0.01em',
              }}
            >
              {PRODUCT_NAME}
            </Box>
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch compact={signedIn} />
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
              {items.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  color="inherit"
                  sx={{ '&[aria-current="page"]': { color: 'primary.dark', textDecoration: 'underline' } }}
                >
                  {t(item.key)}
                </Button>
              ))}
              {!signedIn && (
                <Button component={PageLink} to={REGISTER_PATH} variant="contained">
                  {t('nav.register')}
                </Button>
              )}
            </Box>
            <IconButton
              aria-label={t('nav.openMenu')}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={(event) => {
                setMenuUsed(true);
                setMenuAnchor(event.currentTarget);
              }}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            {menuUsed && (
              // Fetched on first use, like the language list: Menu brings Popover and Modal.
              <Suspense fallback={null}>
                <PublicNavMenu
                  id={menuId}
                  anchor={menuAnchor}
                  items={items}
                  registerPath={signedIn ? undefined : REGISTER_PATH}
                  onClose={closeMenu}
                />
              </Suspense>
            )}
          </Box>
          {account}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
