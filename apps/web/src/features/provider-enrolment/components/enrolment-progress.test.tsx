import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ENROLMENT_STEP_SLUGS, Role, type EnrollmentSteps } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAYOUT = 'stripe-connected-account-link';

function counters(done: readonly string[], payoutVerified: boolean): EnrollmentSteps {
  const completedSteps = PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) => done.includes(slug));
  return {
    enrollmentStep: completedSteps.length,
    completedSteps,
    nextStep: PROVIDER_ENROLMENT_STEP_SLUGS.find((slug) => !done.includes(slug)) ?? null,
    totalSteps: 16,
    isComplete: completedSteps.length === 16,
    missingForListing: payoutVerified ? [] : [PAYOUT],
    isListed: payoutVerified,
  };
}

function showHome(steps: EnrollmentSteps) {
  signInFakeUser({ role: Role.HomeProvider });
  stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider })),
    'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: steps }),
  });
  return renderApp('/app/home');
}

const allButPayout = PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) => slug !== PAYOUT);

describe('the provider home set-up summary', { timeout: 20_000 }, () => {
  it('says the payout account is what is missing, with a link to it, and never that parents can book', async () => {
    showHome(counters(allButPayout, false));
    const link = await screen.findByRole('link', { name: 'Set up your payout account' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/app/payout-account');
    expect(screen.getByText(/Every step is done except the payout account/)).toBeInTheDocument();
    expect(screen.queryByText(/Your profile is (complete and )?listed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Parents can find/)).not.toBeInTheDocument();
  });

  it('says listed only when listed, without promising bookings', async () => {
    showHome(counters(PROVIDER_ENROLMENT_STEP_SLUGS, true));
    expect(await screen.findByText('Your profile is complete and listed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Parents can find and book you/)).not.toBeInTheDocument();
  });

  it('says not listed while other steps are missing', async () => {
    showHome({ ...counters(['location'], false), missingForListing: [PAYOUT, 'badges'] });
    expect(
      await screen.findByText(
        'Your profile is not listed yet. Finish the steps below to be listed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your profile is listed/)).not.toBeInTheDocument();
    // Under the section's h2 on the home page.
    expect(screen.getByRole('heading', { level: 3, name: 'Still missing before you are listed' })).toBeInTheDocument();
  });

  it('on the set-up overview, under the page title, names what is missing with an h2 (no level skipped)', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider })),
      'GET /api/childcareProvider/getEnrollmentSteps': json(200, {
        data: { ...counters(['location'], false), missingForListing: [PAYOUT, 'badges'] },
      }),
    });
    renderApp('/app/edit-provider-enrollment');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Still missing before you are listed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
