import { isLogoutFlag } from '../lib/auth/logout-flag.ts';
import { captureReferralToken } from '../lib/auth/referral.ts';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';
import type { Language } from '../lib/i18n.ts';
import { readStorage } from '../lib/storage.ts';
import { trackVisitorView } from './page-views.ts';
import type { ServerRenderState } from './server-render-state.ts';

/**
 * A page the server rendered for a visitor: no signed-in cookie, no session stored on this device and no pending
 * logout, so no navigation rule of the router applies to it and its header is the public one. Such a page starts
 * its scripts at the visitor's first interaction (ADR 026).
 */
export function isVisitorPage(rendered: ServerRenderState | null): rendered is ServerRenderState {
  return (
    rendered !== null &&
    !rendered.signedIn &&
    readStorage(AUTH_STORAGE_KEY) === null &&
    !isLogoutFlag(readStorage(LOGOUT_FLAG_KEY))
  );
}

/**
 * What the app does on every page a visitor arrives on, done as the page loads (before its scripts start): the
 * referral token of the address is kept for a registration, and the view is counted (SPEC section 9).
 */
export function welcomeVisitor(language: Language): void {
  captureReferralToken(new URLSearchParams(window.location.search));
  trackVisitorView(language);
}
