import { readStorage, writeStorage } from '../storage.ts';
import { LOGIN_PATH, REGISTER_PATH } from './return-path.ts';
import { REFERRAL_TOKEN_KEY } from './storage-keys.ts';

/** The register link's parameter (RegisterQuerySchema) and the confirmation link's e-mail token. */
export const REFERRAL_PARAM = 'referralToken';
export const EMAIL_TOKEN_PARAM = 'etoken';
const MAX_TOKEN_LENGTH = 200;

/** Keeps the referral token of any address the app is opened with, for the registration that may follow. */
export function captureReferralToken(search: URLSearchParams): void {
  const token = search.get(REFERRAL_PARAM)?.trim();
  if (token && token.length <= MAX_TOKEN_LENGTH) writeStorage(REFERRAL_TOKEN_KEY, token);
}

export function storedReferralToken(): string | null {
  return readStorage(REFERRAL_TOKEN_KEY);
}

/**
 * SPEC section 2: login and register get the stored referral token added to their query when it is absent and no
 * e-mail token is there. Returns the address to go to instead, or null when nothing is to be added.
 */
export function withStoredReferral(url: URL, referralToken: string | null): string | null {
  if (url.pathname !== LOGIN_PATH && url.pathname !== REGISTER_PATH) return null;
  const query = url.searchParams;
  if (!referralToken || query.has(REFERRAL_PARAM) || query.has(EMAIL_TOKEN_PARAM)) return null;
  const next = new URLSearchParams(query);
  next.set(REFERRAL_PARAM, referralToken);
  return `${url.pathname}?${next}${url.hash}`;
}
