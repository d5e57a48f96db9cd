import { findRoute, Role, routeAccess, type TokenClaims } from '@kinderly/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';
// Module by module rather than the lib/auth index: the guard is on every first page, and must not pull the auth
// store (and zod) into it for visitors who have no session.
import { consumeLogoutFlag, isLogoutFlag } from '../lib/auth/logout-flag.ts';
import { LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';
import { readStorage } from '../lib/storage.ts';
import { captureReferralToken, storedReferralToken, withStoredReferral } from '../lib/auth/referral.ts';
import { loginPath, NOT_FOUND_PATH, REGISTER_PATH, RETURN_PARAM } from '../lib/auth/return-path.ts';
import { currentClaims, signOut } from '../lib/auth/session-storage.ts';

export const PAYMENT_INFO_PATH = '/app/payment-info';
const ENROLL_PATTERN = '/app/enroll/*';
// Development pages (the /dev/ui gallery) are outside SPEC section 2; the server answers 404 for them in production.
const DEVELOPMENT_PAGE = /^\/dev(\/|$)/;

export type GuardContext = {
  claims: Pick<TokenClaims, 'role' | 'childrenCount' | 'creditCardsCount'> | null;
  referralToken: string | null;
};

/** SPEC section 2: a parent with enrolled children but no saved credit card who opens enroll pays first. */
function mustAddCardBeforeEnrolling(claims: GuardContext['claims'], path: string): boolean {
  return (
    claims?.role === Role.Parent &&
    claims.childrenCount > 0 &&
    claims.creditCardsCount === 0 &&
    findRoute(path) === ENROLL_PATTERN
  );
}

/**
 * The navigation rules of SPEC section 2 for one address, as a redirect target (null: stay). The role comes from the
 * token's claims; an expired token still names its user, since the API client refreshes it on the next call.
 */
export function resolveRedirect(url: URL, { claims, referralToken }: GuardContext): string | null {
  const path = url.pathname;
  const here = `${path}${url.search}`;
  if (DEVELOPMENT_PAGE.test(path)) return null;
  const access = routeAccess(claims?.role, path);
  if (access === 'login') return loginPath(here);
  if (access === 'not-found') return NOT_FOUND_PATH;
  if (mustAddCardBeforeEnrolling(claims, path)) {
    return `${PAYMENT_INFO_PATH}?${new URLSearchParams({ [RETURN_PARAM]: here })}`;
  }
  return withStoredReferral(url, referralToken);
}

/**
 * Loader of the root route; it runs on every navigation (see `shouldRevalidate` in the router). Keeps a referral
 * token from the address, honours the logout flag, then applies `resolveRedirect`.
 */
export async function navigationGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  captureReferralToken(url.searchParams);
  if (consumeLogoutFlag()) {
    signOut();
    if (url.pathname !== REGISTER_PATH) throw redirect(REGISTER_PATH);
  }
  const target = resolveRedirect(url, { claims: await currentClaims(), referralToken: storedReferralToken() });
  if (target) throw redirect(target);
  return null;
}

/**
 * The guard's work on a first page the server rendered, done before hydration (the router does not run the root
 * loader for data it was handed): keeps a referral token, and says whether the page may stay as rendered. False
 * when a logout flag is raised or a rule redirects: the browser then renders the app, and its guard does the rest.
 */
export async function mayHydrateFirstPage(url: URL): Promise<boolean> {
  captureReferralToken(url.searchParams);
  if (isLogoutFlag(readStorage(LOGOUT_FLAG_KEY))) return false;
  return resolveRedirect(url, { claims: await currentClaims(), referralToken: storedReferralToken() }) === null;
}
