import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_TITLE } from '@kinderly/shared';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY, REFERRAL_TOKEN_KEY } from '../lib/auth/storage-keys.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { isVisitorPage, welcomeVisitor } from './visitor-arrival.ts';

const COLLECT = 'POST /api/users/event-statistics/actions/collect';
const rendered = { language: 'en' as const, signedIn: false };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a visitor page (ADR 026)', () => {
  it('is a page the server rendered for someone with no session, here or in the cookie, and no pending logout', () => {
    expect(isVisitorPage(rendered)).toBe(true);
    expect(isVisitorPage(null)).toBe(false);
    expect(isVisitorPage({ ...rendered, signedIn: true })).toBe(false);
    writeStorage(LOGOUT_FLAG_KEY, '1');
    expect(isVisitorPage(rendered)).toBe(false);
  });

  it('is not for a session stored on this device: the router’s rules apply at once', () => {
    writeStorage(AUTH_STORAGE_KEY, 'stored-session');
    expect(isVisitorPage(rendered)).toBe(false);
  });
});

describe('welcomeVisitor', () => {
  it('counts one page view, without a token, and keeps the referral token, as the router does on its pages', async () => {
    window.history.replaceState(null, '', '/entry/register?referralToken=abc123');
    const { calls } = stubFetch({ [COLLECT]: json(204) });

    welcomeVisitor('fr');

    await expect.poll(() => calls('POST', '/api/users/event-statistics/actions/collect')).toHaveLength(1);
    const [request] = calls('POST', '/api/users/event-statistics/actions/collect');
    expect(request!.body).toEqual({ title: PAGE_VIEW_TITLE, path: '/entry/register', language: 'fr' });
    expect(request!.headers.get('Authorization')).toBeNull();
    expect(readStorage(REFERRAL_TOKEN_KEY)).toBe('abc123');
  });
});
