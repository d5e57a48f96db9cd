import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentFooterLinks } from '../../features/content/footer-links.ts';
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

  it('links every content page from the footer, in a named navigation landmark', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const links = within(screen.getByRole('navigation', { name: 'About Kinderly' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(contentFooterLinks.map((link) => link.path));
    expect(links.map((link) => link.textContent)).toContain('Open-source licences');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { level: 1, name: /childcare for every family/ })).toBeInTheDocument();
    expect(location()).toBe('/about');
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
