import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { AppProviders } from '../providers.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { PublicLayout } from './public-layout.tsx';

// Issue 13: React hydrates the root in one task and the frame's Suspense parts afterwards in slices. A layout that
// re-renders once hydration is over hands the parts new props, and React then hydrates all of them in one long
// task. Whatever the layout reads must therefore stay the same through hydration, for a visitor and a member.
/** True from the root's passive effects to the end of that task (the next microtask). */
let inRootEffectsTask = false;
/** One entry per render of the page: whether it ran in the task of the root's effects. */
const hydratedInRootEffectsTask: boolean[] = [];
const recordRender = () => hydratedInRootEffectsTask.push(inRootEffectsTask);

function Page() {
  recordRender();
  return <h1>Page</h1>;
}

function RootProbe() {
  useEffect(() => {
    inRootEffectsTask = true;
    queueMicrotask(() => (inRootEffectsTask = false));
  }, []);
  return null;
}

function tree() {
  const router = createMemoryRouter([{ Component: PublicLayout, children: [{ index: true, Component: Page }] }], {
    initialEntries: ['/'],
  });
  return (
    <AppProviders i18n={createI18n('en')} queryClient={createQueryClient()}>
      <RootProbe />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.interactive;
});

describe('the public frame hydrates in parts', () => {
  it('hydrates the page after the root, in its own task, once, and then marks the page interactive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(container.innerHTML).toContain('<!--$-->');
    hydratedInRootEffectsTask.length = 0;
    const recoverable: unknown[] = [];

    hydrateRoot(container, tree(), { onRecoverableError: (error) => void recoverable.push(error) });
    await waitFor(() => expect(document.documentElement.dataset.interactive).toBe('true'));

    expect(recoverable).toEqual([]);
    // Rendered once, and not in the task of the root's effects, where React would have been made to hydrate it
    // synchronously.
    expect(hydratedInRootEffectsTask).toEqual([false]);
    expect(container.querySelector('h1')?.textContent).toBe('Page');
  });
});
