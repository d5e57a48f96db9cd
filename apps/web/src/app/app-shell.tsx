import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { documentTitleFor, useDocumentTitle } from '../lib/page-title.ts';
import { RouterPageLinks } from './router-page-links.tsx';
import { useSessionEvents } from './use-session-events.ts';

/**
 * Root of every route. A public page gets its own document title in the reader's language, the signed-in app
 * the fixed one; page views keep SPEC section 9's one fixed title either way (page-views.ts, ADR 018).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useSessionEvents();
  useDocumentTitle(documentTitleFor(pathname, t));

  return (
    <RouterPageLinks>
      <ScrollRestoration />
      <Outlet />
    </RouterPageLinks>
  );
}
