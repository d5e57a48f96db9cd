import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, redirect } from 'react-router';
import { PAGE_VIEW_TITLE } from '@kinderly/shared';
import { createI18n } from '../lib/i18n.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { signInFakeUser } from '../test/fake-session.ts';
import { trackVisitorView, trackPageViews, withoutQuery } from './page-views.ts';

const routes = [
  {
    path: '/',
    Component: () => null,
    children: [
      { index: true, Component: () => null },
      { path: 'about', Component: () => null },
      { path: 'licenses', Component: () => null },
      { path: 'app/settings', loader: () => redirect('/entry/login?returnUrl=%2Fapp%2Fsettings') },
      { path: 'entry/login', Component: () => null },
    ],
  },
];

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function setup(path = '/', language: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const send = vi.fn((..._args: unknown[]) => Promise.resolve());
  stop = trackPageViews(router, createI18n(language), send);
  const views = () => send.mock.calls.map(([view]) => view);
  return { router, send, views };
}

describe('trackPageViews', () => {
  it('sends one view per page, with the fixed title, the path and the language', async () => {
    const { router, views } = setup('/', 'fr');
    await vi.waitFor(() => expect(views()).toHaveLength(1));

    await router.navigate('/about');

    expect(views()).toEqual([
      { title: PAGE_VIEW_TITLE, path: '/', language: 'fr' },
      { title: PAGE_VIEW_TITLE, path: '/about', language: 'fr', referrer: 'http://localhost:3000/' },
    ]);
  });

  it('never sends a query (it can carry tokens), and a new query on the same page is no new view', async () => {
    const { router, views } = setup('/licenses?search=mit&token=secret');
    await vi.waitFor(() => expect(views()).toHaveLength(1));

    await router.navigate('/licenses?search=react');
    await router.navigate('/about?token=secret');

    expect(views().map((view) => (view as { path: string }).path)).toEqual(['/licenses', '/about']);
    expect(JSON.stringify(views())).not.toContain('secret');
  });

  it('leaves out the first page of a visitor, counted as it loaded (ADR 026), and counts the next', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/entry/login'] });
    const send = vi.fn((..._args: unknown[]) => Promise.resolve());
    stop = trackPageViews(router, createI18n('en'), send, { firstViewSent: true });

    await router.navigate('/about');

    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]![0]).toEqual({
      title: PAGE_VIEW_TITLE,
      path: '/about',
      language: 'en',
      referrer: 'http://localhost:3000/entry/login',
    });
  });

  it('counts only where a redirect lands', async () => {
    const { router, views } = setup('/');
    await vi.waitFor(() => expect(views()).toHaveLength(1));

    await router.navigate('/app/settings');

    expect(router.state.location.pathname).toBe('/entry/login');
    expect(views().map((view) => (view as { path: string }).path)).toEqual(['/', '/entry/login']);
  });

  it('ignores a failed send and stops when asked', async () => {
    const { router, send } = setup('/');
    send.mockRejectedValue(new Error('offline'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    await router.navigate('/about');
    stop?.();
    await router.navigate('/licenses');

    expect(send).toHaveBeenCalledTimes(2);
  });

  it('posts to the collect call, with the token when signed in', async () => {
    const { accessToken } = signInFakeUser();
    const { calls } = stubFetch({ 'POST /api/users/event-statistics/actions/collect': json(201, { id: 'v1' }) });
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    stop = trackPageViews(router, createI18n('en'));

    await vi.waitFor(() => expect(calls('POST', '/api/users/event-statistics/actions/collect')).toHaveLength(1));
    const [request] = calls('POST', '/api/users/event-statistics/actions/collect');
    expect(request!.body).toEqual({ title: PAGE_VIEW_TITLE, path: '/about', language: 'en' });
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });
});

describe('trackVisitorView', () => {
  const COLLECT = '/api/users/event-statistics/actions/collect';
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('posts the view as JSON with the site the visitor came from, without its query and without a token', async () => {
    // A stored session is not the landing page's business (it runs without one): no token, no session store.
    signInFakeUser();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/results?q=daycare');
    window.history.replaceState(null, '', '/?referralToken=abc');
    const { calls } = stubFetch({ [`POST ${COLLECT}`]: json(201, { id: 'v1' }) });

    trackVisitorView('fr');

    await vi.waitFor(() => expect(calls('POST', COLLECT)).toHaveLength(1));
    const [request] = calls('POST', COLLECT);
    expect(request!.body).toEqual({
      title: PAGE_VIEW_TITLE,
      path: '/',
      language: 'fr',
      referrer: 'https://search.example/results',
    });
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Authorization')).toBeNull();
  });
});

describe('withoutQuery', () => {
  it('keeps origin and path only', () => {
    expect(withoutQuery('https://search.example/results?q=daycare#top')).toBe('https://search.example/results');
    expect(withoutQuery('')).toBeUndefined();
    expect(withoutQuery('not a url')).toBeUndefined();
  });
});
