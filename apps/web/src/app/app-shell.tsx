import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PAGE_VIEW_TITLE } from '@kinderly/shared';
import { RouterPageLinks } from './router-page-links.tsx';
import { useSessionEvents } from './use-session-events.ts';

/**
 * Root of every route. SPEC section 9 wants one fixed title for every page view, so the title is
 * set again on each navigation rather than left to each page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  useSessionEvents();
  // In the commit itself, so the page and its title always arrive together.
  useLayoutEffect(() => {
    document.title = PAGE_VIEW_TITLE;
  }, [pathname]);

  return (
    <RouterPageLinks>
      <ScrollRestoration />
      <Outlet />
    </RouterPageLinks>
  );
}
