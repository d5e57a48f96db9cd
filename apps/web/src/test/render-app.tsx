import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { connectRouter } from '../app/connect-router.ts';
import { createQueryClient } from '../app/query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { createI18n, type Language } from '../lib/i18n.ts';

type RenderAppOptions = { language?: Language };

/** Renders the real route table and providers at `path`, the way main.tsx does in the browser. */
export function renderApp(path: string, { language = 'en' }: RenderAppOptions = {}) {
  const i18n = createI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectRouter(router, i18n);
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Path and query of the current location. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, i18n, location };
}
