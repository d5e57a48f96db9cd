export const LOGIN_PATH = '/entry/login';
export const REGISTER_PATH = '/entry/register';
export const APP_HOME_PATH = '/app/home';
export const NOT_FOUND_PATH = '/not-found';
/** Query parameter that carries where to go after signing in. */
export const RETURN_PARAM = 'returnUrl';

/** A path inside this app, or null: absolute URLs and protocol-relative `//host` never pass (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

function isEntryPath(path: string): boolean {
  return path.startsWith('/entry/');
}

/** /entry/login with the page to come back to; entry pages themselves are never a return path. */
export function loginPath(returnPath?: string | null): string {
  const safe = safeReturnPath(returnPath);
  if (!safe || isEntryPath(safe)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}
