const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Sets a cookie the whole site sends back (SameSite=Lax), or removes it with `null`. */
export function writeCookie(name: string, value: string | null, maxAgeSeconds: number = ONE_YEAR_S): void {
  if (typeof document === 'undefined') return;
  const encoded = value === null ? '' : encodeURIComponent(value);
  document.cookie = `${name}=${encoded}; Path=/; Max-Age=${value === null ? 0 : maxAgeSeconds}; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
