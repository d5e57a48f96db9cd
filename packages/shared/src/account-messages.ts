// Constants only, no zod: a page can show these texts and branch on these codes without loading the schemas.

/** Field rules of the account forms, shared so that the web form and the server refuse the same values. */
export const PASSWORD_MIN_LENGTH = 8;
// argon2 cost grows with the input; nobody types more than this.
export const PASSWORD_MAX_LENGTH = 128;
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 30;
/** Youngest age at which a person may hold an account (nannies and babysitters can be teenagers). */
export const MIN_ACCOUNT_AGE_YEARS = 16;

export const FIELD_MESSAGES = {
  userNameLength: `The user name must be ${USER_NAME_MIN_LENGTH} to ${USER_NAME_MAX_LENGTH} characters long.`,
  userNameChars: 'The user name may contain only letters, digits, dots, dashes and underscores.',
  userNameTaken: 'This user name is already taken.',
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail address already exists.',
  nameRequired: 'This field is required.',
  passwordShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordMismatch: 'The passwords do not match.',
  phoneInvalid: 'Enter a valid phone number.',
  dateOfBirthInvalid: 'Enter a valid date of birth.',
  dateOfBirthAge: `You must be at least ${MIN_ACCOUNT_AGE_YEARS} years old.`,
  roleNotAllowed: 'Choose Parent, Nanny or Home provider.',
  mustAgree: 'You must accept the terms of use and the privacy policy.',
  /** Any text with U+0000, on any route: PostgreSQL cannot store it (apps/server plugins/reject-nul.ts). */
  characterNotAllowed: 'This text contains a character that is not allowed.',
} as const;

/** The sign-in form's own messages (its fields are not the account fields above). */
export const LOGIN_MESSAGES = {
  loginRequired: 'Enter your e-mail address or user name.',
  passwordRequired: 'Enter your password.',
} as const;

/** Error codes the account calls answer with besides the generic ones; the web app branches on them. */
export const AccountErrorCode = {
  /** 401 on login: unknown account or wrong password (the same answer for both). */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** 403 on login: right password, e-mail not confirmed yet; the body carries `user`. */
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** 400 on confirmemail / resetPassword: the link is unknown, used or expired. */
  InvalidToken: 'INVALID_TOKEN',
  /** 401: no, a malformed, a forged or an expired bearer token; or a refresh token that no longer works. */
  Unauthorized: 'UNAUTHORIZED',
  /** 403: the token's role may not make this call. */
  Forbidden: 'FORBIDDEN',
  /** 429 with a Retry-After header (seconds). */
  RateLimited: 'RATE_LIMITED',
} as const;
