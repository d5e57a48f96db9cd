import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { PageLinksContext, type PageLinks } from '../../../components/ui/page-links.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PlaceForm, searchPathFor } from './place-form.tsx';

describe('the landing page place search', () => {
  it('is a plain GET form to /app/booking with a `place` field, so it works before hydration', () => {
    const i18n = createI18n('fr');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <PlaceForm />
      </I18nextProvider>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/app/booking');
    expect(form.getAttribute('method')).toBe('get');
    const input = form.querySelector('input')!;
    expect(input.getAttribute('name')).toBe('place');
    expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Où cherchez-vous une garde ?');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Rechercher');
  });

  it('opens the search with what was typed, read from the field even if typed before hydration', () => {
    const navigate = vi.fn();
    const links: PageLinks = { Link: () => null, NavLink: () => null, navigate };
    const i18n = createI18n('en');
    renderWithLinks(links, i18n);
    const input = screen.getByRole('searchbox', { name: 'Where do you need childcare?' });
    // As the browser keeps it: the value is in the field, React never saw a change event.
    (input as HTMLInputElement).value = '  Trois-Rivières ';
    fireEvent.submit(input.closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/app/booking?place=Trois-Rivi%C3%A8res');
  });

  it('builds the search address: the place typed, or the saved location when empty', () => {
    expect(searchPathFor('Toronto')).toBe('/app/booking?place=Toronto');
    expect(searchPathFor('St. John’s, NL')).toBe('/app/booking?place=St.+John%E2%80%99s%2C+NL');
    expect(searchPathFor('   ')).toBe('/app/booking');
  });

  it('signed out, sends the parent to sign in with the search to come back to', async () => {
    const { user, location } = renderApp('/');
    const search = await screen.findByRole('search', { name: 'Search for childcare' });
    await user.type(within(search).getByRole('searchbox'), 'Toronto');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 1, name: /Sign in/ });
    expect(location()).toBe(`/entry/login?returnUrl=${encodeURIComponent('/app/booking?place=Toronto')}`);
  });
});

function renderWithLinks(links: PageLinks, i18n: ReturnType<typeof createI18n>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PageLinksContext value={links}>
        <PlaceForm />
      </PageLinksContext>
    </I18nextProvider>,
  );
}
