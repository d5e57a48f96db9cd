import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureErrorReporting } from '../lib/errors/report-error.ts';
import { createI18n } from '../lib/i18n.ts';
import { lazyRoute } from '../lib/lazy-route.ts';
import { RouteError } from './route-error.tsx';

const CHUNK_URL = 'http://localhost:3000/assets/about-page-1a2b.js';
const deliver = vi.fn((..._args: unknown[]) => Promise.resolve());
let restore: () => void;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  deliver.mockClear();
  restore = configureErrorReporting(deliver);
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

function renderFailingRoute(lazy: () => Promise<never>) {
  const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteError, HydrateFallback: () => null, lazy }], {
    initialEntries: ['/'],
  });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  it('explains a chunk that could not be fetched, offers a reload and reports a ChunkLoadError', async () => {
    renderFailingRoute(
      lazyRoute(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`))),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    await vi.waitFor(() => expect(deliver).toHaveBeenCalled());
    const [report, error] = deliver.mock.calls[0]!;
    expect(report).toMatchObject({ message: `ChunkLoadError: Loading chunk failed (missing: ${CHUNK_URL})` });
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: CHUNK_URL });
  });

  it('shows the general message for any other failure, and reports it', async () => {
    renderFailingRoute(() => Promise.reject(new Error('render bug')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be displayed' }),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ message: 'render bug' }), expect.any(Error)),
    );
  });
});
