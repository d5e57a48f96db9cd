/** Business constants of SPEC section 9. */
export const CHILD_ENROLMENT_COMPLETE_STEPS = 15;
export const PROVIDER_ENROLMENT_STEP_NOT_LOADED = -1;

export const SOFT_CONFIRM_DEFAULT_CLICKS = 3;
export const HARD_CONFIRM_DEFAULT_WORD = 'continue';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const WAITLIST_REQUEST_RETRIES = 3;
export const WAITLIST_REQUEST_RETRY_DELAY_MS = 1000;
export const TOKEN_REFRESH_POLL_MS = 1000;
export const WAITLIST_WIZARD_STEPS = 6;

export const TOAST = { durationMs: 3000, transitionMs: 300, width: 300, position: 'top-right' } as const;
export const MOBILE_BREAKPOINT_PX = 1264;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
export const RESIZE_DEBOUNCE_MS = 200;
export const THEME_PRIMARY = '#1976D2';
export const PAGE_VIEW_TITLE = 'Kinderly';
/**
 * The page-view call, `API_PATHS.users.collectEventStatistics`: a constant of its own so the landing page sends it
 * without bundling the whole path table (first load of /, ADR 015).
 */
export const COLLECT_PAGE_VIEW_PATH = '/api/users/event-statistics/actions/collect';
export const PRODUCT_NAME = 'Kinderly';

/** Pages of the web app that account e-mails link to; the server adds `?userId=..&etoken=..` / `&token=..`. */
export const ACCOUNT_LINK_PATHS = {
  confirmEmail: '/confirm-email',
  resetPassword: '/resetpassword',
  register: '/entry/register',
} as const;

/**
 * Cookies the web app sets so that the server renders a public page the way the browser will show it (ADR 019):
 * the reader's chosen language (`en` or `fr`), and `1` while a session is stored. Neither is a secret: the flag says
 * nothing the server trusts, it only picks the header the page starts with.
 */
export const LANGUAGE_COOKIE = 'kinderly.language';
export const SIGNED_IN_COOKIE = 'kinderly.signedIn';
