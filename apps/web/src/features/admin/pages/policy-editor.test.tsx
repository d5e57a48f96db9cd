import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type AdminPolicyVersionsResponse, type Policy } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 90_000 };
const ADMIN = '11111111-1111-4111-8111-111111111111';
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };

const policy = (language: 'en' | 'fr', over: Partial<Policy> = {}): Policy => ({
  id: 1,
  slug: 'privacy-policy',
  language,
  title: language === 'fr' ? 'Politique de confidentialité' : 'Privacy policy',
  html: language === 'fr' ? '<p>Texte actuel.</p>' : '<p>Current text.</p>',
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

const versions = (over: Partial<AdminPolicyVersionsResponse> = {}): AdminPolicyVersionsResponse => ({
  policy: {
    id: 1,
    slug: 'privacy-policy',
    updatedAt: '2026-11-20T15:00:00.000Z',
    updatedBy: { userId: ADMIN, name: 'Morgan Gagnon' },
  },
  items: [
    {
      id: '33333333-3333-4333-8333-000000000001',
      language: 'en',
      title: 'Privacy policy',
      savedAt: '2026-11-20T15:00:00.000Z',
      savedBy: { userId: ADMIN, name: 'Morgan Gagnon' },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  ...over,
});

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror asks a Range for its rectangles when it scrolls the selection into view.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const editor = () => screen.getByRole('textbox', { name: 'Text of the policy' });

describe('the policy editor (SuperAdmin)', SLOW, () => {
  it('loads the text, saves an edit of the title and shows a 400 from the server beside the text', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    let saves = 0;
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/policies/getPolicy': (request: StubRequest) =>
        json(200, policy(request.url.searchParams.get('language') === 'fr' ? 'fr' : 'en')),
      'GET /api/admin/policies/1/versions': json(200, versions()),
      'PUT /api/policies/updatePolicy': (request: StubRequest) => {
        saves += 1;
        if (saves === 1) {
          return json(400, {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'One or more fields are invalid.',
            errors: { Html: ['The text is empty once unsupported HTML is removed.'] },
          });
        }
        const body = request.body as { title: string; html: string };
        return json(200, policy('en', { title: body.title, html: body.html, updatedAt: '2026-11-26T10:00:00.000Z' }));
      },
    });
    renderApp('/admin/edit-privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the privacy policy' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Privacy policy');
    await waitFor(() => expect(editor()).toHaveTextContent('Current text.'));
    expect(screen.getByRole('tab', { name: 'English', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/^Last updated on .* by Morgan Gagnon$/)).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Saved by Morgan Gagnon: Privacy policy');
    expect(list).toHaveTextContent('Shipped text');

    expect(screen.queryByText('Changes not saved yet')).not.toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Privacy policy (2027)' } });
    expect(await screen.findByText('Changes not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The server's field map: the message goes under the editor, which is marked invalid.
    expect(await screen.findByText('The text is empty once unsupported HTML is removed.')).toBeInTheDocument();
    await waitFor(() => expect(editor()).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the public page shows the new text.')).toBeInTheDocument();
    const sent = calls('PUT', '/api/policies/updatePolicy').map((request) => request.body);
    expect(sent.at(-1)).toEqual({
      id: 1,
      language: 'en',
      title: 'Privacy policy (2027)',
      html: '<p>Current text.</p>',
    });
    await waitFor(() => expect(screen.queryByText('Changes not saved yet')).not.toBeInTheDocument());
  });

  it('edits the French text in the French tab, and restores a saved version into the editor', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const VERSION = '33333333-3333-4333-8333-000000000009';
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/policies/getPolicy': (request: StubRequest) =>
        json(200, policy(request.url.searchParams.get('language') === 'fr' ? 'fr' : 'en')),
      'GET /api/admin/policies/1/versions': (request: StubRequest) =>
        json(
          200,
          versions({
            items: [
              {
                id: VERSION,
                language: 'fr' as const,
                title: 'Ancienne politique',
                savedAt: '2026-10-01T12:00:00.000Z',
                savedBy: null,
              },
            ].filter((item) => item.language === (request.url.searchParams.get('language') ?? 'en')),
          }),
        ),
      [`GET /api/admin/policies/1/versions/${VERSION}`]: json(200, {
        data: {
          id: VERSION,
          language: 'fr',
          title: 'Ancienne politique',
          savedAt: '2026-10-01T12:00:00.000Z',
          savedBy: null,
          html: '<h2>Ancien</h2><p>Ancien texte.</p>',
        },
      }),
      'PUT /api/policies/updatePolicy': (request: StubRequest) => {
        const body = request.body as { title: string; html: string };
        return json(200, policy('fr', { title: body.title, html: body.html }));
      },
    });
    const { location } = renderApp('/admin/edit-privacy-policy');
    fireEvent.click(await screen.findByRole('tab', { name: 'French' }));
    await waitFor(() => expect(location()).toBe('/admin/edit-privacy-policy?language=fr'));
    await waitFor(() => expect(editor()).toHaveTextContent('Texte actuel.'));

    const list = await screen.findByRole('list', { name: 'Saved versions' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Saved by a former administrator: Ancienne politique',
    );
    fireEvent.click(within(list).getByRole('button', { name: /^Preview the version of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ancien texte.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));

    await waitFor(() => expect(editor()).toHaveTextContent('Ancien texte.'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ancienne politique');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', '/api/policies/updatePolicy')).toHaveLength(1));
    expect(calls('PUT', '/api/policies/updatePolicy')[0]!.body).toEqual({
      id: 1,
      language: 'fr',
      title: 'Ancienne politique',
      html: '<h2>Ancien</h2><p>Ancien texte.</p>',
    });
  });
});
