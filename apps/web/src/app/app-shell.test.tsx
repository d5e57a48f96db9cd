import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_TITLE, Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../test/fake-session.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';

// Issue 13: the document title is the page's own; page views keep the fixed one (page-views.test.ts).
describe('the document title', () => {
  it('follows the public page and the language', async () => {
    stubFetch({ 'POST /api/users/event-statistics/actions/collect': json(200, {}) });
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Safe, transparent childcare for every family' });
    expect(document.title).toBe('About Kinderly');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Help centre' }));
    await screen.findByRole('heading', { level: 1, name: 'Questions and answers' });
    expect(document.title).toBe('Help centre | Kinderly');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    await screen.findByRole('heading', { level: 1, name: 'Questions et réponses' });
    expect(document.title).toBe('Centre d’aide | Kinderly');
  });

  it("is the article's title on a blog post", async () => {
    stubFetch({
      'GET /api/content/blog/naps': json(200, {
        id: 7,
        slug: 'naps',
        title: 'Naps at daycare',
        summary: 'How daycares handle naps.',
        author: 'Kinderly',
        publishedAt: '2026-11-01T10:00:00.000Z',
        readingMinutes: 2,
        tags: [],
        language: 'en',
        html: '<p>Quiet time.</p>',
      }),
    });
    renderApp('/blog/naps');
    await screen.findByRole('heading', { level: 1, name: 'Naps at daycare' });
    expect(document.title).toBe('Naps at daycare | Kinderly blog');
  });

  it('stays the fixed title on the signed-in app', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.SuperAdmin, roles: [Role.SuperAdmin] })),
    });
    renderApp('/app/enroll-childcare');
    await screen.findByRole('heading', { level: 1, name: 'Provider pages' });
    expect(document.title).toBe(PAGE_VIEW_TITLE);
  });
});
