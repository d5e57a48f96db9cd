import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

describe('not-found page', () => {
  it('is shown for a route that does not exist', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Find trusted childcare near you' })).not.toBeInTheDocument();
    // The navigation rules send it to /not-found, a public page with its own title.
    expect(document.title).toBe('Page not found | Kinderly');
  });

  it('has its own /not-found address, in French too', async () => {
    renderApp('/not-found', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('takes the reader home from its link', async () => {
    const { user } = renderApp('/entry/unknown');
    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find trusted childcare near you' }),
    ).toBeInTheDocument();
  });
});

describe('error page', () => {
  it('shows the code and the message from the query string', async () => {
    renderApp(`/error?${new URLSearchParams({ code: '503', message: 'Database unavailable <b>now</b>' })}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Error code', 'Details']);
    // Shown as text, never interpreted as markup.
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '503',
      'Database unavailable <b>now</b>',
    ]);
  });

  it('leaves out the details box when the query string has neither', async () => {
    renderApp('/error');

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Error code')).not.toBeInTheDocument();
  });
});
