import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('public layout', () => {
  it('has the banner, navigation, main and contentinfo landmarks', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Kinderly, home page' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Kinderly`);
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/docs');
  });

  it('makes the skip link the first stop of the keyboard and moves focus to main', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
