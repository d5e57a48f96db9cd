import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeDaycareRulesFor, Role, type RegulationCompliance } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const step = (slug: string) => `/app/enroll-childcare/${slug}`;

const ONTARIO: RegulationCompliance = {
  province: 'ON',
  providerType: 12,
  totalSpaces: 6,
  rules: homeDaycareRulesFor('ON'),
  checks: [
    { id: 'province', status: 'met', required: true, fixStep: step('location') },
    { id: 'licence', status: 'missing', required: true, fixStep: step('program-statement') },
    { id: 'cpr', status: 'pending_verification', required: true, fixStep: step('badges') },
    { id: 'insurance', status: 'missing', required: false, fixStep: step('badges') },
  ],
};

function show(data: RegulationCompliance, language: 'en' | 'fr' = 'en') {
  signInFakeUser({ role: Role.HomeProvider });
  stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.HomeProvider })),
    'GET /api/childcareProvider/getRegulationCompliance': json(200, data),
  });
  return renderApp('/app/regulation-compliance', { language });
}

describe('/app/regulation-compliance', { timeout: 20_000 }, () => {
  it("shows the province's limits, a card per check with its status, and a Fix link to the step", async () => {
    show(ONTARIO);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regulation compliance' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your home daycare' });
    expect(within(summary).getByText('Ontario')).toBeInTheDocument();
    expect(within(summary).getByText('Unlicenced home daycare')).toBeInTheDocument();
    expect(within(summary).getByText('6 spaces')).toBeInTheDocument();
    expect(within(summary).getByText('Without a licence or an agency: at most 5 children')).toBeInTheDocument();
    expect(within(summary).getByText('With a licensed agency: at most 6 children')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 required checks are not met yet.');

    const licence = screen.getByRole('region', { name: 'Licence or agency' });
    expect(within(licence).getByText('Missing')).toBeInTheDocument();
    expect(within(licence).getByText('Required')).toBeInTheDocument();
    expect(within(licence).getByText(/Above 5 children/)).toBeInTheDocument();
    expect(within(licence).getByRole('link', { name: 'Fix: Licence or agency' })).toHaveAttribute(
      'href',
      step('program-statement'),
    );
    expect(within(licence).getByText('In the step “Program statement”.')).toBeInTheDocument();

    const cpr = screen.getByRole('region', { name: 'CPR' });
    expect(within(cpr).getByText('Being verified')).toBeInTheDocument();
    expect(within(cpr).queryByRole('link')).not.toBeInTheDocument();
    const province = screen.getByRole('region', { name: 'Your province' });
    expect(within(province).getByText('Met')).toBeInTheDocument();
    expect(within(province).queryByRole('link')).not.toBeInTheDocument();
    const insurance = screen.getByRole('region', { name: 'Liability insurance' });
    expect(within(insurance).getByText('Recommended')).toBeInTheDocument();
    expect(within(insurance).getByRole('link', { name: 'Fix: Liability insurance' })).toHaveAttribute(
      'href',
      step('badges'),
    );
  });

  it('says when the rules are only general guidance, in French', async () => {
    show(
      {
        ...ONTARIO,
        province: 'NS',
        rules: homeDaycareRulesFor('NS'),
        checks: ONTARIO.checks.map((check) => ({ ...check, status: 'met' as const })),
      },
      'fr',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conformité réglementaire' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nouvelle-Écosse')).toBeInTheDocument();
    expect(screen.getByText(/Nous n’avons pas encore les règles de votre province/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Toutes les vérifications obligatoires sont conformes.');
    expect(screen.queryByRole('link', { name: /^Corriger/ })).not.toBeInTheDocument();
  });
});
