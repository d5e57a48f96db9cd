import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY } from '../lib/auth/storage-keys.ts';
import { createI18n } from '../lib/i18n.ts';
import { writeStorage } from '../lib/storage.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderLanding } from './landing.tsx';
import { isLandingVisit } from './landing-visit.ts';

const COLLECT = 'POST /api/users/event-statistics/actions/collect';
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

async function showLanding(search = '') {
  window.history.replaceState(null, '', `/${search}`);
  const fetchStub = stubFetch({ [COLLECT]: json(204) });
  await act(async () => {
    root = renderLanding(container, createI18n('en'));
  });
  await screen.findByRole('heading', { level: 1, name: 'Find trusted childcare near you' });
  return { fetchStub };
}

describe('landing visit', () => {
  it('is a first visit to / without a pending logout', () => {
    expect(isLandingVisit({ pathname: '/' })).toBe(true);
    expect(isLandingVisit({ pathname: '/about' })).toBe(false);
    expect(isLandingVisit({ pathname: '/entry/login' })).toBe(false);
    writeStorage(LOGOUT_FLAG_KEY, '1');
    // The router's navigation rules log out and go to register, so the whole app must run.
    expect(isLandingVisit({ pathname: '/' })).toBe(false);
  });

  it('is not for a signed-in reader, who gets the whole app and its signed-in header', () => {
    writeStorage(AUTH_STORAGE_KEY, 'stored-session');
    expect(isLandingVisit({ pathname: '/' })).toBe(false);
  });
});

describe('landing page without the router', () => {
  it('has the public landmarks, and links that load the app', async () => {
    await showLanding();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Kinderly, home page' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/entry/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Sign up as a parent' })).toHaveAttribute(
      'href',
      '/entry/register?role=parent',
    );
    // The page's own title; the page view above still carries the fixed one (SPEC section 9, ADR 018).
    expect(document.title).toBe('Kinderly: find trusted childcare near you');
  });
});
