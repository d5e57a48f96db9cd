import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['provider-enrolment'], load);
type StandalonePageName =
  | 'PoliciesPage'
  | 'BadgesPage'
  | 'LocationPage'
  | 'FamilyAmenitiesPage'
  | 'HomeSafetyPage'
  | 'NotificationSettingsPage';
const standalone = (name: StandalonePageName) =>
  page(() => import('./pages/standalone-page.tsx').then((m) => ({ Component: m[name] })));

// Each page is its own chunk, fetched with its text when its route is first matched.
const pages = {
  wizard: page(() => import('./pages/wizard-page.tsx').then((m) => ({ Component: m.ProviderWizardPage }))),
  step: page(() => import('./pages/wizard-step-page.tsx').then((m) => ({ Component: m.ProviderWizardStepPage }))),
  editEnrolment: page(() =>
    import('./pages/edit-enrolment-page.tsx').then((m) => ({ Component: m.EditEnrolmentPage })),
  ),
  regulationCompliance: page(() =>
    import('./pages/regulation-compliance-page.tsx').then((m) => ({ Component: m.RegulationCompliancePage })),
  ),
  policies: standalone('PoliciesPage'),
  badges: standalone('BadgesPage'),
  location: standalone('LocationPage'),
  familyAmenities: standalone('FamilyAmenitiesPage'),
  homeSafety: standalone('HomeSafetyPage'),
  notifications: standalone('NotificationSettingsPage'),
};

/**
 * The provider enrolment pages under /app (paths relative to it). The payout account step belongs to payments,
 * so its route module comes from the app (`connectedAccountStep`); it renders inside the wizard frame and reads
 * the frame's `ProviderWizardContext` (wizard-context.ts).
 */
export function providerEnrolmentRoutes(connectedAccountStep: RouteObject['lazy']): RouteObject[] {
  const wizardSteps: RouteObject[] = [
    { path: 'stripe-connected-account-link', lazy: connectedAccountStep },
    { path: ':step', lazy: pages.step },
  ];
  return [
    { path: 'enroll-childcare', lazy: pages.wizard, children: wizardSteps },
    { path: 'enroll-childcare-provider', lazy: pages.wizard, children: wizardSteps },
    { path: 'edit-provider-enrollment', lazy: pages.editEnrolment },
    { path: 'regulation-compliance', lazy: pages.regulationCompliance },
    { path: 'policy-procedures', lazy: pages.policies },
    { path: 'badges', lazy: pages.badges },
    { path: 'location', lazy: pages.location },
    { path: 'family-amenities', lazy: pages.familyAmenities },
    { path: 'home-safety', lazy: pages.homeSafety },
    { path: 'settings-notifications', lazy: pages.notifications },
  ];
}

export type { ProviderWizardContext } from './wizard-context.ts';
export { useProviderWizardContext } from './wizard-context.ts';
