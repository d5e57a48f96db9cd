import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { configureApiNavigation } from '../lib/api/api-navigation.ts';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** Lets the API client leave the page through the router (no full reload) and know where the user is. */
export function connectRouter(router: AppRouter, i18n: I18n): () => void {
  return configureApiNavigation({
    navigate: (to) => router.navigate(to),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    networkErrorMessage: () => i18n.t('api.networkError'),
  });
}
