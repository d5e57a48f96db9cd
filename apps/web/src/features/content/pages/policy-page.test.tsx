import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContent } from '../test/render-content.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('policy pages', () => {
  it('asks for the policy in the reader language and shows its title, date and text', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        requests.push(String(input));
        return Response.json({
          id: 1,
          slug: 'privacy-policy',
          language: 'fr',
          title: 'Politique de confidentialité de Kinderly',
          html: '<h2>Renseignements recueillis</h2><p>Nous recueillons <strong>le moins possible</strong>.</p>',
          updatedAt: '2026-03-04T15:00:00.000Z',
        });
      }),
    );

    renderContent('/privacy-policy', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité de Kinderly' }),
    ).toBeInTheDocument();
    expect(requests).toEqual(['/api/policies/getPolicy?id=1&language=fr']);
    expect(screen.getByText(/Dernière mise à jour le/)).toHaveTextContent('Dernière mise à jour le 4 mars 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'Renseignements recueillis' })).toBeInTheDocument();
    expect(screen.getByText('le moins possible').tagName).toBe('STRONG');
  });
});
