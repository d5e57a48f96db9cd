import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headingLevels, headingsAreOrdered, renderContent } from '../test/render-content.tsx';

// One heading and one sentence of body text per page and language: what a reader sees first.
const PAGES = [
  {
    path: '/about',
    en: { h1: 'Safe, transparent childcare for every family', text: /open source under the MIT licence/ },
    fr: { h1: "Une garde d'enfants sûre et transparente pour chaque famille", text: /libre, sous licence MIT/ },
  },
  {
    path: '/careers',
    en: { h1: 'Build Kinderly with us', text: /We have no paid positions open right now/ },
    fr: { h1: 'Bâtissez Kinderly avec nous', text: /Nous n'avons aucun poste rémunéré ouvert/ },
  },
  {
    path: '/help',
    en: { h1: 'Questions and answers', text: /whether you are looking for care or offering it/ },
    fr: { h1: 'Questions et réponses', text: /que vous cherchiez un service de garde/ },
  },
  {
    path: '/press',
    en: { h1: 'Press and media', text: /Kinderly is an open-source childcare marketplace/ },
    fr: { h1: 'Presse et médias', text: /Kinderly est une plateforme libre de services de garde/ },
  },
  {
    path: '/safety',
    en: {
      h1: 'How we help keep children safe',
      text: /the matching badge appears on the provider's profile only after that review/,
    },
    fr: {
      h1: 'Comment nous contribuons à la sécurité des enfants',
      text: /n'apparaît sur le profil qu'après cet examen/,
    },
  },
] as const;

describe.each(PAGES)('$path', ({ path, en, fr }) => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('shows its text in %s with one h1 and ordered headings', async (language, expected) => {
    renderContent(path, { language });

    expect(await screen.findByRole('heading', { level: 1, name: expected.h1 })).toBeInTheDocument();
    expect(screen.getByText(expected.text)).toBeInTheDocument();
    const levels = headingLevels();
    expect(headingsAreOrdered(levels), `heading levels ${levels.join(' ')}`).toBe(true);
  });
});

describe('help page', () => {
  it('lists at least eight questions per audience as an accordion that opens with the keyboard', async () => {
    const { user } = renderContent('/help');
    const parents = await screen.findByRole('region', { name: 'For parents and nannies' });
    const providers = screen.getByRole('region', { name: 'For childcare providers' });

    const parentQuestions = within(parents).getAllByRole('button', { expanded: false });
    expect(parentQuestions.length).toBeGreaterThanOrEqual(8);
    expect(within(providers).getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(8);

    const waitlist = within(parents).getByRole('button', { name: 'How do waitlists work?' });
    expect(waitlist.closest('h3')).not.toBeNull();
    waitlist.focus();
    await user.keyboard('{Enter}');
    expect(waitlist).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do waitlists work?' });
    expect(answer).toHaveTextContent(/join their waitlist in six short steps/);
  });

  it('covers booking, payments, check-in and payouts in French too', async () => {
    renderContent('/help', { language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Questions et réponses' });

    for (const question of [
      'Comment réserver des journées récurrentes?',
      'Comment annuler une réservation, et serai-je remboursé?',
      "Comment consigner l'arrivée et le départ d'un enfant?",
      'Quand suis-je payé?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
  });
});

describe('press page', () => {
  it('has a fact sheet and the press contact address', async () => {
    renderContent('/press');
    await screen.findByRole('heading', { level: 1, name: 'Press and media' });

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain('Licence');
    expect(screen.getByRole('link', { name: 'press@kinderly.example' })).toHaveAttribute(
      'href',
      'mailto:press@kinderly.example',
    );
  });
});

describe('safety page', () => {
  it('points to 911 first and tells how to report a concern', async () => {
    renderContent('/safety', { language: 'fr' });
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getAllByRole('note')[0]).toHaveTextContent('Si un enfant est en danger immédiat, composez le 911.');
    expect(screen.getByRole('heading', { level: 2, name: 'Comment signaler une inquiétude' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'safety@kinderly.example' })).toHaveAttribute(
      'href',
      'mailto:safety@kinderly.example',
    );
  });
});

describe('about page', () => {
  it('links to the licences and to contributing', async () => {
    renderContent('/about');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'See the open-source licences' })).toHaveAttribute('href', '/licenses');
    expect(screen.getByRole('link', { name: 'Find out how to contribute' })).toHaveAttribute('href', '/careers');
  });
});
