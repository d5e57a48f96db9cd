import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../test/fake-session.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';

// Issue 12: section 6 lets the SuperAdmin open the provider pages; the administrator has no provider record, so
// each of these pages used to call the provider API without a provider and be refused (400, then /error).
describe('pages on a provider’s own record', () => {
  it.each(['/app/enroll-childcare', '/app/enroll-childcare/prices', '/app/badges', '/app/payout-account'])(
    'tell the SuperAdmin there is no provider to show at %s, and call no provider API',
    async (path) => {
      signInFakeUser({ role: Role.SuperAdmin });
      const fetchStub = stubFetch({
        'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.SuperAdmin, roles: [Role.SuperAdmin] })),
      });
      const { location } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Provider pages' })).toBeInTheDocument();
      expect(screen.getByText(/not available yet, so there is no provider to show here/)).toBeInTheDocument();
      expect(location()).toBe(path);
      // Only the signed-in frame's own calls (account, the bell's count): nothing the page would have been refused.
      expect(fetchStub.requests.map((request) => request.path).filter((p) => !p.startsWith('/api/account/') && !p.startsWith('/api/notifications/'))).toEqual(
        [],
      );
    },
  );

  it('leaves the home provider on the page itself', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider, roles: [Role.HomeProvider] })),
      'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: null }),
    });
    renderApp('/app/edit-provider-enrollment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your business set-up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Provider pages' })).not.toBeInTheDocument();
  });
});
