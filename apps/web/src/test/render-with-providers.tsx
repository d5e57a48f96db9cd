import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { createI18n, type Language } from '../lib/i18n.ts';

/** Renders one component with the app's providers (and a router), for tests of a form on its own. */
export function renderWithProviders(ui: ReactNode, { language = 'en' }: { language?: Language } = {}) {
  const i18n = createI18n(language);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, i18n };
}
