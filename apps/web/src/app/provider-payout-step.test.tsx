import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ENROLMENT_STEP_SLUGS, Role, type EnrollmentSteps } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../test/fake-session.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';

const PAYOUT = 'stripe-connected-account-link';

function counters(done: readonly string[]): EnrollmentSteps {
  const completedSteps = PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) => done.includes(slug));
  return {
    enrollmentStep: completedSteps.length,
    completedSteps,
    nextStep: PROVIDER_ENROLMENT_STEP_SLUGS.find((slug) => !done.includes(slug)) ?? null,
    totalSteps: 16,
    isComplete: false,
    missingForListing: [PAYOUT],
    isListed: false,
  };
}

const account = (state: 'not_started' | 'verified') => ({
  state,
  accountId: state === 'verified' ? 'acct_sbx_1' : null,
  chargesEnabled: state === 'verified',
  payoutsEnabled: state === 'verified',
  requirementsDue: [],
  bankLast4: null,
  sandbox: true,
});

describe('the payout step of the provider wizard', { timeout: 20_000 }, () => {
  it('reads the counters again once the payout account is read, so the tick follows the account', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    // The server's counters change once the account is verified: the first answer predates it.
    const answers = [counters(['property-and-guests']), counters([PAYOUT, 'property-and-guests'])];
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider })),
      'GET /api/childcareProvider/getEnrollmentSteps': () => json(200, { data: answers.shift() ?? answers.at(-1) }),
      'GET /api/payments/connectedAccountLink': json(200, account('verified')),
    });
    renderApp(`/app/enroll-childcare/${PAYOUT}`);
    expect(await screen.findByText('Verified', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/api/childcareProvider/getEnrollmentSteps').length).toBeGreaterThan(1));
  });
});
