export { onAppReset, resetAppState } from './app-reset.ts';
export {
  adoptStoredSession,
  rememberUnconfirmedUser,
  replaceSession,
  selectClaims,
  selectRole,
  signIn,
  switchRole,
  useAuthStore,
  type AuthState,
} from './auth-store.ts';
export { consumeLogoutFlag, isLogoutFlag, raiseLogoutFlag } from './logout-flag.ts';
export {
  captureReferralToken,
  EMAIL_TOKEN_PARAM,
  REFERRAL_PARAM,
  storedReferralToken,
  withStoredReferral,
} from './referral.ts';
export {
  APP_HOME_PATH,
  LOGIN_PATH,
  loginPath,
  NOT_FOUND_PATH,
  REGISTER_PATH,
  RETURN_PARAM,
  safeReturnPath,
} from './return-path.ts';
export { currentClaims, hasSession, signOut, subscribeSession } from './session-storage.ts';
export { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY, REFERRAL_TOKEN_KEY, UNCONFIRMED_USER_KEY } from './storage-keys.ts';
export { isAccessTokenExpired, TOKEN_EXPIRY_SKEW_MS } from './token-expiry.ts';
export { useHasSession } from './use-has-session.ts';
