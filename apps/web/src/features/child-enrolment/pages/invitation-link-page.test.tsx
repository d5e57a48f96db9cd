import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubAnswer } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const REFERRAL_URL = 'http://localhost/entry/register?referralToken=abc';
const PROVIDER_URL = 'http://localhost/entry/register?referralToken=abc&returnUrl=%2Fapp%2Fenroll-childcare';

function stubPage(referrals: StubAnswer | ((page: string | null) => StubAnswer)) {
  signInFakeUser({ role: Role.Parent });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getInvitationLink': json(200, { invitationUrl: REFERRAL_URL, referralToken: 'abc' }),
    'GET /api/enrollment/getProviderInvitationLink': json(200, { invitationUrl: PROVIDER_URL, referralToken: 'abc' }),
    'GET /api/account/getReferrals': (request) =>
      typeof referrals === 'function' ? referrals(request.url.searchParams.get('page')) : referrals,
  });
}

const person = (firstName: string, lastInitial: string, joinedAt: string) => ({ firstName, lastInitial, joinedAt });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/invitation-link', { timeout: 20_000 }, () => {
  it('shows the referral link, copies it with a "Copied" message, and lists who joined', async () => {
    const { calls } = stubPage(
      json(200, {
        items: [person('Léa', 'M', '2026-11-20T15:00:00Z'), person('Omar', 'H', '2026-01-05T10:00:00Z')],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    );
    const { user } = renderApp('/app/invitation-link');

    const referral = await screen.findByRole('region', { name: 'Your referral link' }, { timeout: 8000 });
    expect(await within(referral).findByRole('textbox', { name: 'Your referral link' })).toHaveValue(REFERRAL_URL);
    // jsdom has no Web Share API: no Share button then.
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
    await user.click(within(referral).getByRole('button', { name: 'Copy your referral link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(REFERRAL_URL);

    const joined = screen.getByRole('region', { name: 'Who joined through your link' });
    expect(await within(joined).findByText('2 people have joined through your link.')).toBeInTheDocument();
    const names = within(joined)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Léa M.Joined on November 20, 2026', 'Omar H.Joined on January 5, 2026']);
    expect(within(joined).queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();

    const provider = screen.getByRole('region', { name: 'Invite a childcare provider' });
    expect(await within(provider).findByRole('textbox', { name: 'Provider invitation link' })).toHaveValue(
      PROVIDER_URL,
    );
    const asked = calls('GET', '/api/enrollment/getProviderInvitationLink')[0]?.url.searchParams;
    expect(asked?.get('loginPageUrl')).toBe('/entry/register');
    expect(asked?.get('appHomePageUrl')).toBe('/app/enroll-childcare');
  });

  it('offers Share where the browser can share, and pages through older referrals', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    stubPage((page) =>
      json(200, {
        items:
          page === '2' ? [person('Omar', 'H', '2026-01-05T10:00:00Z')] : [person('Léa', 'M', '2026-11-20T15:00:00Z')],
        total: 21,
        page: Number(page ?? 1),
        pageSize: 20,
      }),
    );
    const { user } = renderApp('/app/invitation-link');

    const referral = await screen.findByRole('region', { name: 'Your referral link' }, { timeout: 8000 });
    await user.click(await within(referral).findByRole('button', { name: 'Share your referral link' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: REFERRAL_URL, title: 'Join me on Kinderly' }));

    const joined = screen.getByRole('region', { name: 'Who joined through your link' });
    expect(await within(joined).findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(joined).getByRole('button', { name: 'Older' }));
    expect(await within(joined).findByText('Omar H.')).toBeInTheDocument();
    expect(within(joined).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says so when no one has joined yet, in French', async () => {
    stubPage(json(200, { items: [], total: 0, page: 1, pageSize: 20 }));
    renderApp('/app/invitation-link', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitez vos proches' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const joined = screen.getByRole('region', { name: 'Qui s’est inscrit grâce à votre lien' });
    expect(
      await within(joined).findByText(
        'Personne ne s’est encore inscrit grâce à votre lien. Dès qu’une personne l’utilise, elle apparaît ici.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copier votre lien de parrainage' })).toBeInTheDocument();
  });
});
