import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderContent } from '../test/render-content.tsx';

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
});
