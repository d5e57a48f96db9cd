import { isLogoutFlag } from '../lib/auth/logout-flag.ts';
import { LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';
import { readStorage } from '../lib/storage.ts';

/**
 * A first visit to / is shown without the app's router and server-state cache (ADR 015): the landing page is
 * static text, a search box and links. The router still serves / once the app runs. A raised logout flag needs
 * the router's navigation rules (SPEC section 2), so that visit gets the whole app.
 */
export function isLandingVisit(location: Pick<Location, 'pathname'> = window.location): boolean {
  return location.pathname === '/' && !isLogoutFlag(readStorage(LOGOUT_FLAG_KEY));
}
