import { useMemo, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
import { PageLinksContext, type PageLinks } from '../components/ui/page-links.tsx';

/** Inside the app, the public frame's links navigate through the router instead of loading a page. */
export function RouterPageLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const links = useMemo<PageLinks>(
    () => ({ Link: RouterLink, NavLink, navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return <PageLinksContext value={links}>{children}</PageLinksContext>;
}
