import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { renderContent } from '../test/render-content.tsx';

const FILE_ID = '5d2b8f0e-3c4a-4e6b-8f1d-7a9c0b1e2d33';

afterEach(() => vi.unstubAllGlobals());

// Only the states decided before anything is fetched; the document itself is covered by the e2e journey.
describe('pdf viewer page', () => {
  it('refuses a document from another origin and says why, without fetching it', async () => {
    renderContent(`/pdf-viewer?url=${encodeURIComponent('https://evil.example/x.pdf')}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Document viewer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This document cannot be opened here');
    expect(screen.getByRole('alert')).toHaveTextContent('https://evil.example/x.pdf');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('offers the sample guide when no document is given', async () => {
    renderContent('/pdf-viewer', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Visionneuse de documents' })).toBeInTheDocument();
    expect(screen.getByText('Aucun document à afficher')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le guide Kinderly' })).toHaveAttribute(
      'href',
      '/pdf-viewer?url=%2Fsamples%2Fkinderly-guide.pdf',
    );
  });

  it('rejects a file id that could reach another API', async () => {
    renderContent(`/pdf-viewer?fileId=${encodeURIComponent('../account/getUser')}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('This file reference is not valid');
  });

  it('fetches a stored file from GET /api/file/{id} with the bearer token, and says when it is gone', async () => {
    const { accessToken } = signInFakeUser();
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ statusCode: 404, message: 'File not found.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderContent(`/pdf-viewer?fileId=${FILE_ID}`);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/file/${FILE_ID}`);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(await screen.findByText('This document does not exist or is no longer available.')).toBeInTheDocument();
    expect(screen.getByText('The server answered: File not found.')).toBeInTheDocument();
  });

  it('asks a reader without a session to sign in, and fetches nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderContent(`/pdf-viewer?fileId=${FILE_ID}`);

    const link = await screen.findByRole('link', { name: 'Sign in to open this document.' });
    expect(link.getAttribute('href')).toMatch(/^\/entry\/login\?.*pdf-viewer/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
