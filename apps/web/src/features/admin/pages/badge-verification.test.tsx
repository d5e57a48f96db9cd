import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Role,
  type AdminSummary,
  type AdminVerificationProvider,
  type AdminVerificationsResponse,
  type BadgesData,
} from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const PROVIDER_ID = '13131313-1313-4313-8313-131313131313';
const FILE_ID = '17171717-1717-4717-8717-171717171717';

const line: AdminVerificationProvider = {
  providerId: PROVIDER_ID,
  userId: '99999999-9999-4999-8999-999999999999',
  businessName: 'Willow House',
  ownerName: 'Ada Roy',
  email: 'ada@example.com',
  waiting: 2,
  verified: 0,
  lastUploadAt: '2026-11-20T10:00:00.000Z',
};

const badges = (firstAidVerified: boolean): BadgesData => ({
  badgesNames: ['firstAid', 'cpr'],
  isOnlyBadges: false,
  badges: [
    {
      name: 'firstAid',
      has: true,
      activate: firstAidVerified,
      file: {
        id: FILE_ID,
        fileName: 'firstAid.pdf',
        contentType: 'application/pdf',
        size: 1000,
        url: `/api/file/${FILE_ID}`,
      },
    },
    { name: 'cpr', has: true, activate: false, file: null },
    { name: 'ece', has: false, activate: false, file: null },
  ],
  profile: {
    facebook: '',
    instagram: '',
    cameraType: '',
    liveMonitoryLink: '',
    personalityTest: '',
    insuranceCompanyName: 'Northbridge',
    insurancePolicyNumber: 'INS-7',
    insuranceActivate: false,
    volunteerHistories: null,
    cece: null,
    comments: true,
    parentCosign: false,
  },
});

describe('badge verification', SLOW, () => {
  it("shows today's counts on the index, each linking to its list", async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const summary: AdminSummary = {
      newUsersThisWeek: 12,
      providersAwaitingVerification: 1,
      openBookingRequests: 4,
      failedPayments: 0,
    };
    stubFetch({ ...SIGNED_IN, 'GET /api/admin/summary': json(200, summary) });
    renderApp('/admin');
    const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('a')!;
    expect(await screen.findByText('12 accounts this week')).toBeInTheDocument();
    expect(await card('New users')).toHaveAttribute('href', '/admin/users');
    expect(within(await card('Badge verification')).getByText('1 provider waiting')).toBeInTheDocument();
    expect(await card('Badge verification')).toHaveAttribute('href', '/admin/badge-verification');
    expect(within(await card('Open booking requests')).getByText('4 days waiting for an answer')).toBeInTheDocument();
    expect(await card('Open booking requests')).toHaveAttribute('href', '/admin/bookings?status=requested');
    expect(within(await card('Failed payments')).getByText('0 days not paid')).toBeInTheDocument();
    expect(await card('Failed payments')).toHaveAttribute('href', '/admin/bookings?status=payment_failed');
  });

  it('lists the providers waiting, then verifies a proof and shows the refusal of one without proof', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    let verified = false;
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/verifications': (request: StubRequest) =>
        json(200, {
          items: request.url.searchParams.get('state') === 'waiting' ? [line] : [],
          total: 1,
          page: 1,
          pageSize: 20,
        } satisfies AdminVerificationsResponse),
      [`GET /api/admin/verifications/${PROVIDER_ID}`]: () =>
        json(200, { ...line, waiting: verified ? 1 : 2, verified: verified ? 1 : 0 }),
      'GET /api/childcareProvider/getBadges': () => json(200, { data: badges(verified) }),
      'PUT /api/childcareProvider/activateQualification': (request: StubRequest) => {
        const body = request.body as { name: string; activate: boolean };
        if (body.name === 'insurance') return json(400, { errors: { Name: ['Insurance is refused for the test.'] } });
        verified = body.activate;
        return json(200, { data: badges(verified) });
      },
    });
    const { user } = renderApp('/admin/badge-verification');
    const list = await screen.findByRole('list', { name: 'Badge verification' });
    expect(within(list).getByText('2 to verify')).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: /Willow House/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qualifications of Willow House' }),
    ).toBeInTheDocument();
    // A PDF proof opens in the PDF viewer; a claim with no proof cannot be switched on; ECE is not claimed.
    expect(screen.getByRole('link', { name: 'Open in the PDF viewer: firstAid.pdf' })).toHaveAttribute(
      'href',
      `/pdf-viewer?fileId=${FILE_ID}`,
    );
    expect(screen.getByRole('switch', { name: 'CPR verified' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'ECE diploma' })).not.toBeInTheDocument();

    const firstAid = screen.getByRole('switch', { name: 'First aid verified' });
    expect(firstAid).not.toBeChecked();
    await user.click(firstAid);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'First aid verified' })).toBeChecked());
    expect(calls('PUT', '/api/childcareProvider/activateQualification')[0]?.body).toEqual({
      name: 'firstAid',
      activate: true,
      providerId: PROVIDER_ID,
    });
    const firstAidCard = screen.getByRole('heading', { level: 2, name: 'First aid' }).closest('div')!;
    expect(within(firstAidCard).getByText('Verified')).toBeInTheDocument();

    expect(screen.getByText('Northbridge, policy number INS-7')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Liability insurance verified' }));
    expect(await screen.findByText('Insurance is refused for the test.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Liability insurance verified' })).not.toBeChecked();
  });

  it('says so for a provider that does not exist', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/verifications/${PROVIDER_ID}`]: json(404, { message: 'There is no provider with this id.' }),
      'GET /api/childcareProvider/getBadges': json(404, { message: 'Not found' }),
    });
    renderApp(`/admin/badge-verification/${PROVIDER_ID}`);
    expect(await screen.findByText('There is no provider with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All providers to verify' })).toHaveAttribute(
      'href',
      '/admin/badge-verification',
    );
  });
});
