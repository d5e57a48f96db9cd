import { describe, expect, it } from 'vitest';
import { consumeLogoutFlag, raiseLogoutFlag } from './logout-flag.ts';
import { captureReferralToken, storedReferralToken, withStoredReferral } from './referral.ts';
import { loginPath, safeReturnPath } from './return-path.ts';
import { isAccessTokenExpired } from './token-expiry.ts';

const url = (path: string) => new URL(path, 'http://localhost');

describe('return paths', () => {
  it('accepts paths inside the app only', () => {
    expect(safeReturnPath('/app/settings?tab=1')).toBe('/app/settings?tab=1');
    for (const unsafe of ['https://evil.example/', '//evil.example/app', '/\\evil.example', 'app/home', '', null]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });

  it('builds the login address with the way back, never back to an entry page', () => {
    expect(loginPath('/app/settings?tab=1')).toBe('/entry/login?returnUrl=%2Fapp%2Fsettings%3Ftab%3D1');
    expect(loginPath('/entry/register')).toBe('/entry/login');
    expect(loginPath('//evil.example')).toBe('/entry/login');
  });
});

describe('referral token', () => {
  it('is kept from any address', () => {
    captureReferralToken(new URLSearchParams('referralToken=abc123&x=1'));
    expect(storedReferralToken()).toBe('abc123');
    captureReferralToken(new URLSearchParams('other=1'));
    expect(storedReferralToken()).toBe('abc123');
  });

  it('is added to login and register when absent and no e-mail token is there', () => {
    expect(withStoredReferral(url('/entry/login?returnUrl=%2Fapp'), 'abc')).toBe(
      '/entry/login?returnUrl=%2Fapp&referralToken=abc',
    );
    expect(withStoredReferral(url('/entry/register'), 'abc')).toBe('/entry/register?referralToken=abc');
    expect(withStoredReferral(url('/entry/register?referralToken=mine'), 'abc')).toBeNull();
    expect(withStoredReferral(url('/entry/login?etoken=xyz'), 'abc')).toBeNull();
    expect(withStoredReferral(url('/entry/login'), null)).toBeNull();
    expect(withStoredReferral(url('/app/home'), 'abc')).toBeNull();
  });
});

describe('logout flag', () => {
  it('is consumed once', () => {
    expect(consumeLogoutFlag()).toBe(false);
    raiseLogoutFlag();
    expect(consumeLogoutFlag()).toBe(true);
    expect(consumeLogoutFlag()).toBe(false);
  });
});

describe('isAccessTokenExpired', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('counts a token as expired a little before its expiry', () => {
    expect(isAccessTokenExpired({ accessTokenExpiry: '2026-03-01T12:05:00Z' }, now)).toBe(false);
    expect(isAccessTokenExpired({ accessTokenExpiry: '2026-03-01T12:00:20Z' }, now)).toBe(true);
    expect(isAccessTokenExpired({ accessTokenExpiry: '2026-03-01T11:00:00Z' }, now)).toBe(true);
    expect(isAccessTokenExpired({ accessTokenExpiry: 'garbage' }, now)).toBe(true);
  });
});
