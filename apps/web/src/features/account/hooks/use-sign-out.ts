import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, safeReturnPath, signOut } from '../../../lib/auth/index.ts';
import { logout } from '../api/logout.ts';

/** SPEC section 2: after logout the user goes to /entry/login, or to the return path given. */
export function afterLogoutPath(returnPath?: string | null): string {
  return safeReturnPath(returnPath) ?? LOGIN_PATH;
}

/**
 * Ends the session on the server (a failure is ignored, SPEC section 8), leaves the signed-in page, then clears
 * every store: in that order, so the page being left never renders without its session.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (returnPath?: string | null) => {
      await logout().catch(() => undefined);
      await navigate(afterLogoutPath(returnPath), { replace: true });
      signOut();
    },
    [navigate],
  );
}
