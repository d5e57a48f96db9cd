import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { createI18n, type Language } from '../../../lib/i18n.ts';
import { contentRoutes } from '../routes.tsx';

/** Renders the content routes with the app's providers at `path`, without the app's layouts and guards. */
export function renderContent(path: string, { language = 'en' }: { language?: Language } = {}) {
  const i18n = createI18n(language);
  const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, children: contentRoutes }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, i18n };
}

/** Heading levels in document order. */
export function headingLevels(container: HTMLElement = document.body): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

/** True when there is one h1, it comes first, and no level is skipped on the way down. */
export function headingsAreOrdered(levels: readonly number[]): boolean {
  if (levels[0] !== 1 || levels.filter((level) => level === 1).length !== 1) return false;
  return levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 0) + 1);
}
