import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { afterLogoutPath } from '../features/account/hooks/use-sign-out.ts';
import { resolveRedirect, type GuardContext } from './navigation-guard.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const parent = (childrenCount: number, creditCardsCount: number): GuardContext['claims'] => ({
  role: Role.Parent,
  childrenCount,
  creditCardsCount,
});
const none: GuardContext = { claims: null, referralToken: null };

describe('resolveRedirect', () => {
  it('lets anyone open public pages and nobody open an unknown one', () => {
    expect(resolveRedirect(url('/'), none)).toBeNull();
    expect(resolveRedirect(url('/forgotpassword'), none)).toBeNull();
    expect(resolveRedirect(url('/confirm-email?userId=1&etoken=2'), none)).toBeNull();
    expect(resolveRedirect(url('/nowhere'), none)).toBe('/not-found');
  });

  it('lets the development pages through (the server hides them in production)', () => {
    expect(resolveRedirect(url('/dev/ui'), none)).toBeNull();
    expect(resolveRedirect(url('/developers'), none)).toBe('/not-found');
  });

  it('applies the enroll rule to the whole wizard and only to it', () => {
    const context = { claims: parent(1, 0), referralToken: null };
    expect(resolveRedirect(url('/app/enroll'), context)).toBe('/app/payment-info?returnUrl=%2Fapp%2Fenroll');
    expect(resolveRedirect(url('/app/enroll/allergy?childId=4'), context)).toBe(
      '/app/payment-info?returnUrl=%2Fapp%2Fenroll%2Fallergy%3FchildId%3D4',
    );
    expect(resolveRedirect(url('/app/enroll-childcare/prices'), context)).toBe('/not-found');
    expect(resolveRedirect(url('/app/payment-info'), context)).toBeNull();
  });
});

describe('afterLogoutPath', () => {
  it('is /entry/login, or the return path given when it is inside the app', () => {
    expect(afterLogoutPath()).toBe('/entry/login');
    expect(afterLogoutPath('/about')).toBe('/about');
    expect(afterLogoutPath('https://evil.example')).toBe('/entry/login');
  });
});
