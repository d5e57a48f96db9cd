import { routeAccess } from '@kinderly/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { consumeLogoutFlag, isLogoutFlag } from '../lib/auth/logout-flag.ts';
import { loginPath, REGISTER_PATH } from '../lib/auth/return-path.ts';
import { signOut } from '../lib/auth/session-storage.ts';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';

/**
 * Keeps this tab in step with the others: a raised logout flag logs out and goes to register (SPEC section 2); a
 * token another tab refreshed is taken over; a session another tab ended ends here too.
 */
export function useSessionEvents(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOGOUT_FLAG_KEY && isLogoutFlag(event.newValue)) {
        consumeLogoutFlag();
        // The page changes first, so the page being left never renders without its session.
        void Promise.resolve(navigate(REGISTER_PATH, { replace: true })).finally(signOut);
        return;
      }
      if (event.key !== AUTH_STORAGE_KEY) return;
      // Loaded on demand, like everywhere on the first page (see navigation-guard.ts).
      void import('../lib/auth/auth-store.ts').then(({ adoptStoredSession, useAuthStore }) => {
        if (!adoptStoredSession() || useAuthStore.getState().claims) return;
        if (routeAccess(null, pathname) === 'login') void navigate(loginPath(here), { replace: true });
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, pathname, here]);
}
