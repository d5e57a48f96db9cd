import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContent } from '../test/render-content.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// public/licenses.json is a static file written at build time; this stands in for it.
const FILE = {
  packages: [
    {
      name: 'react',
      version: '19.2.0',
      license: 'MIT',
      url: 'https://github.com/facebook/react',
      licenseText: 'MIT License\n\nCopyright (c) Meta',
    },
    { name: 'react-dom', version: '19.2.0', license: 'MIT' },
    {
      name: 'pdfjs-dist',
      version: '5.4.296',
      license: 'Apache-2.0',
      licenseText: 'Apache License',
      licenseTextTruncated: true,
    },
  ],
};

describe('licences page', () => {
  it('groups the generated list by licence and filters it from a labelled search field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(FILE)),
    );
    const { user } = renderContent('/licenses');

    expect(await screen.findByText('3 packages under 2 different licences')).toBeInTheDocument();
    const mit = screen.getByRole('region', { name: 'MIT' });
    expect(within(mit).getByText('2 packages')).toBeInTheDocument();
    expect(within(mit).getByRole('link', { name: 'Source code of react' })).toHaveAttribute(
      'href',
      'https://github.com/facebook/react',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search by package or licence' }), 'apache');
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 1 of 3 packages');
    expect(screen.queryByRole('region', { name: 'MIT' })).not.toBeInTheDocument();

    const apache = screen.getByRole('region', { name: 'Apache-2.0' });
    await user.click(within(apache).getByRole('button', { name: 'Show licence text' }));
    expect(within(apache).getByText('Apache License')).toBeInTheDocument();
    expect(within(apache).getByText(/Beginning of the licence/)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by package or licence' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by package or licence' }), 'gpl');
    expect(await screen.findByText('No package or licence matches "gpl".')).toBeInTheDocument();
  });

  it('says so, with a way to try again, when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    renderContent('/licenses', { language: 'fr' });

    expect(await screen.findByText("La liste des licences n'a pas pu être chargée")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
