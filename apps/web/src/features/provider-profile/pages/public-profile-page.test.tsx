import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, UPLOAD_RULES, type Gallery, type Provider, type ProviderProfile } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubAnswer } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  gallery,
  ownerProfile,
  pictureFile,
  PICTURE_ID,
  PROVIDER_ID,
  PROVIDER_USER_ID,
  steps,
  storedFile,
} from '../test/fixtures.ts';

const CONFIG = { environment: 'test', version: '1', sentryDsn: null, stripePublishableKey: null, mapTilesUrl: '' };
const SAVE = 'POST /api/booking/saveProviderBackgroundGallery';

const ownRecord = (): Provider => ({
  id: PROVIDER_ID,
  userId: PROVIDER_USER_ID,
  providerType: 11,
  businessName: 'Roncy Little Sprouts',
  licenceNumber: 'ON-HCCA-40210',
  firstName: 'Aisha',
  lastName: 'Mohamed',
  city: 'Toronto',
  province: 'ON',
  enrollmentSteps: steps(),
  createdAt: '2026-03-01T12:00:00.000Z',
});

type Options = {
  profile?: ProviderProfile;
  saved?: Gallery;
  save?: StubAnswer;
  tab?: 'pictures';
  language?: 'en' | 'fr';
};

function openPreview({
  profile = ownerProfile({ isListed: false }),
  saved = gallery(),
  save,
  tab,
  language = 'en',
}: Options = {}) {
  signInFakeUser({ role: Role.HomeProvider });
  const stub = stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider, roles: [Role.HomeProvider] })),
    'GET /api/config': json(200, CONFIG),
    'GET /api/childcareProvider/getProviderForCurrentUser': json(200, { data: ownRecord() }),
    'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: steps() }),
    [`GET /api/providers/${PROVIDER_ID}`]: json(200, { data: profile }),
    'GET /api/booking/getProviderBackgroundGallery': json(200, { data: saved }),
    [`GET /api/file/${PICTURE_ID}`]: json(200, {}),
    ...(save ? { [SAVE]: save } : {}),
  });
  const view = renderApp(tab ? `/app/public-profile?tab=${tab}` : '/app/public-profile', { language });
  /** The body of each save: the multipart form the page sent. */
  const sentForms = () =>
    stub.fetchMock.mock.calls
      .filter(([input, init]) => String(input).includes('saveProviderBackgroundGallery') && init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);
  return { ...stub, ...view, sentForms };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

describe('the public profile preview', () => {
  it('says it is the parents’ view, shows what is missing before listing, and never the street address', async () => {
    openPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your public profile' })).toBeInTheDocument();
    expect(await screen.findByText(/This is how parents see your profile\./)).toBeInTheDocument();
    // The profile itself, one level under the page title.
    expect(screen.getByRole('heading', { level: 2, name: 'Roncy Little Sprouts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hours of business' })).toBeInTheDocument();

    const missing = screen.getByRole('region', { name: 'Parents cannot find you yet' });
    expect(
      await within(missing).findByRole('heading', { level: 3, name: 'Still missing before you are listed' }),
    ).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'How parents can book' })).toHaveAttribute(
      'href',
      '/app/enroll-childcare/how-parents-can-book',
    );

    expect(screen.getByText('Roncesvalles, Toronto, Ontario')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Fermanagh|M6R 1M1/);
  });

  it('has no "not listed" part once the provider is listed', async () => {
    openPreview({ profile: ownerProfile({ isListed: true }) });
    expect(await screen.findByText(/This is how parents see your profile\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parents cannot find you yet' })).not.toBeInTheDocument();
  });

  it('in French', async () => {
    openPreview({ language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre profil public' })).toBeInTheDocument();
    expect(await screen.findByText(/Voici votre profil tel que les parents le voient\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aperçu', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Les parents ne peuvent pas encore vous trouver' })).toBeInTheDocument();
    expect(screen.getByText('Roncesvalles, Toronto, Ontario')).toBeInTheDocument();
  });
});

describe('the background pictures editor', () => {
  const input = (slot: number) => screen.getByLabelText(new RegExp(`^Picture ${slot} (Choose|Replace)`));

  it('refuses at once a file that is not a JPEG or PNG, or is too large, and sends nothing', async () => {
    const { sentForms } = openPreview({ tab: 'pictures' });
    await screen.findByRole('region', { name: 'Picture 1' });

    fireEvent.change(input(1), {
      target: { files: [pictureFile('house.pdf', { head: [0x25, 0x50, 0x44, 0x46, 0x2d] })] },
    });
    expect(await screen.findByText('Only JPEG and PNG pictures are accepted.')).toBeInTheDocument();
    expect(input(1)).toHaveAttribute('aria-invalid', 'true');

    const big = pictureFile('house.png', { size: UPLOAD_RULES.galleryImage.maxBytes + 1 });
    fireEvent.change(input(2), { target: { files: [big] } });
    expect(await screen.findByText('This picture is too large: 10 MB at most.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save pictures' }));
    expect(await screen.findByText('You have not changed any picture yet.')).toBeInTheDocument();
    expect(sentForms()).toEqual([]);
  });

  it('uploads a new picture under its slot’s name and says it is saved', async () => {
    const { sentForms, user } = openPreview({
      tab: 'pictures',
      save: json(200, { data: gallery({ 1: storedFile(PICTURE_ID, 'fileBackground_1.png') }) }),
    });
    await screen.findByRole('region', { name: 'Picture 1' });
    fireEvent.change(input(1), { target: { files: [pictureFile('garden.png')] } });
    const slot = screen.getByRole('region', { name: 'Picture 1' });
    expect(await within(slot).findByText('New picture, not saved yet.')).toBeInTheDocument();
    expect(within(slot).getByRole('img', { name: 'New picture 1, not saved yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save pictures' }));
    expect(await screen.findByText('Your pictures are saved.')).toBeInTheDocument();
    const [form] = sentForms();
    expect((form!.get('files') as File).name).toBe('fileBackground_1.png');
    expect(form!.has('remove')).toBe(false);
    expect(await within(slot).findByText('Shown on your profile.')).toBeInTheDocument();
    expect(within(slot).getByRole('button', { name: 'Remove picture 1' })).toBeInTheDocument();
  });

  it('empties a slot on save, and undoes a change before it', async () => {
    const stored = gallery({ 2: storedFile(PICTURE_ID, 'fileBackground_2.png') });
    const { sentForms, user } = openPreview({ tab: 'pictures', saved: stored, save: json(200, { data: gallery() }) });
    const slot = await screen.findByRole('region', { name: 'Picture 2' });
    expect(await within(slot).findByRole('img', { name: 'Picture 2' })).toBeInTheDocument();

    await user.click(within(slot).getByRole('button', { name: 'Remove picture 2' }));
    expect(within(slot).getByText('Removed when you save.')).toBeInTheDocument();
    await user.click(within(slot).getByRole('button', { name: 'Undo the change to picture 2' }));
    expect(within(slot).getByText('Shown on your profile.')).toBeInTheDocument();

    await user.click(within(slot).getByRole('button', { name: 'Remove picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Save pictures' }));
    await waitFor(() => expect(sentForms()).toHaveLength(1));
    expect(sentForms()[0]!.get('remove')).toBe('2');
    expect(sentForms()[0]!.getAll('files')).toEqual([]);
    expect(await within(slot).findByText('No picture.')).toBeInTheDocument();
  });

  it('shows a refused upload in the form, and stays on the page', async () => {
    const { location, user } = openPreview({
      tab: 'pictures',
      save: json(415, {
        statusCode: 415,
        message: 'This file type is not accepted here, or the file is not what its name says.',
      }),
    });
    await screen.findByRole('region', { name: 'Picture 3' });
    fireEvent.change(input(3), { target: { files: [pictureFile('garden.png')] } });
    await screen.findByText('New picture, not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Save pictures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG and PNG pictures are accepted.');
    expect(location()).toBe('/app/public-profile?tab=pictures');
  });
});
