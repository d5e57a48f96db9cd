import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { PAGE_VIEW_TITLE, type CollectPageViewRequest } from '@kinderly/shared';
import { sendAnonymousPageView } from '../features/content/api/send-anonymous-page-view.ts';
import { currentLanguage, type Language } from '../lib/i18n.ts';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;
type RouterState = AppRouter['state'];
export type SendPageView = (view: CollectPageViewRequest) => Promise<unknown>;

// Loaded on demand: the API client is not part of the first load of a public page.
const loadAndSendPageView: SendPageView = (view) =>
  import('../features/content/api/collect-page-view.ts').then(({ collectPageView }) => collectPageView(view));

/** An address without its query and fragment (they can carry tokens), or undefined when there is none. */
export function withoutQuery(address: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

function pageView(path: string, referrer: string | undefined, language: Language): CollectPageViewRequest {
  const view: CollectPageViewRequest = { title: PAGE_VIEW_TITLE, path, language };
  if (referrer) view.referrer = referrer;
  return view;
}

/** Fire and forget: a failure is dropped. */
function sendPageView(send: SendPageView, view: CollectPageViewRequest): void {
  send(view).catch(() => undefined);
}

/**
 * The view of the page a visitor without a session arrives on, with the site they came from, counted as the page
 * loads: the landing page runs without the router, and a visitor's server-rendered page starts its scripts only at
 * their first interaction (ADR 026). Without a session there is no token, so the view goes without the API client
 * (first load, ADR 015).
 */
export function trackVisitorView(language: Language, send: SendPageView = sendAnonymousPageView): void {
  sendPageView(send, pageView(window.location.pathname, withoutQuery(document.referrer), language));
}

/**
 * Sends a page view each time the user lands on another path (SPEC section 9: one fixed title for every page). Only
 * settled locations count, so a redirect of the navigation guard counts its target alone, and a change of query on
 * the same page is not a new view. Returns the function that stops it.
 */
export function trackPageViews(
  router: AppRouter,
  i18n: I18n,
  send: SendPageView = loadAndSendPageView,
  { firstViewSent = false }: { firstViewSent?: boolean } = {},
): () => void {
  // A visitor's first page was counted as it loaded (trackVisitorView), before the router ran.
  let previousPath: string | null = firstViewSent ? router.state.location.pathname : null;
  const onState = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const path = state.location.pathname;
    if (path === previousPath) return;
    // The first page's referrer is the site the visitor came from; after that, the page they came from here.
    const referrer =
      previousPath === null ? withoutQuery(document.referrer) : `${window.location.origin}${previousPath}`;
    previousPath = path;
    sendPageView(send, pageView(path, referrer, currentLanguage(i18n)));
  };
  onState(router.state);
  return router.subscribe(onState);
}
