/** localStorage keys of the session and of what the entry pages carry between visits. */
export const AUTH_STORAGE_KEY = 'kinderly.auth';
/** The user a failed login or confirmation answered with (SPEC section 8), for /emailnotconfirmed. */
export const UNCONFIRMED_USER_KEY = 'kinderly.unconfirmedUser';
export const REFERRAL_TOKEN_KEY = 'kinderly.referralToken';
/** Set to '1' (by another tab, or by a page that ends the account) to log out and go to register (SPEC section 2). */
export const LOGOUT_FLAG_KEY = 'kinderly.logout';
