import { isLogoutFlag } from '../lib/auth/logout-flag.ts';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';
import { readStorage } from '../lib/storage.ts';

/**
 * A first visit to / is shown without the app's router and server-state cache (ADR 015): the landing page is
 * static text and links. The router still serves / once the app runs. A raised logout flag needs the router's
 * navigation rules (SPEC section 2), and a signed-in visitor gets the signed-in header (account menu, role), so
 * those visits get the whole app.
 */
export function isLandingVisit(location: Pick<Location, 'pathname'> = window.location): boolean {
  return (
    location.pathname === '/' && !isLogoutFlag(readStorage(LOGOUT_FLAG_KEY)) && readStorage(AUTH_STORAGE_KEY) === null
  );
}
