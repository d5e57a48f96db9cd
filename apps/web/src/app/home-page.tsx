import { lazy, Suspense, type ReactNode } from 'react';
import { can, canAccessRoute, Role } from '@kinderly/shared';
import { AppHomePage } from '../features/account/pages/app-home-page.tsx';
import { loadChildrenOverview } from '../features/child-enrolment/routes.tsx';
import { loadHomeSearchSection } from '../features/provider-search/routes.tsx';
import { loadWaitlistOffersNotice } from '../features/waitlist/queue-routes.tsx';

// Each role's section is the code (and text) of the feature that owns it, fetched only for that role.
const ChildrenOverview = lazy(() => loadChildrenOverview().then((Component) => ({ default: Component })));
const HomeSearchSection = lazy(() => loadHomeSearchSection().then((Component) => ({ default: Component })));
const WaitlistOffersNotice = lazy(() => loadWaitlistOffersNotice().then((Component) => ({ default: Component })));
const ProviderHomeSection = lazy(() =>
  import('../features/provider-enrolment/components/provider-home-section.tsx').then((m) => ({
    default: m.ProviderHomeSection,
  })),
);

function roleSection(role: Role): ReactNode {
  if (role === Role.HomeProvider) return <ProviderHomeSection />;
  return (
    <>
      {/* A place offered from a waitlist comes first: it has a deadline. */}
      {canAccessRoute(role, '/app/waitlist/waitlist-card') && <WaitlistOffersNotice />}
      {/* Those who may book (SPEC section 6) start from "where". */}
      {canAccessRoute(role, '/app/booking') && <HomeSearchSection />}
      {can(role, 'enroll') && <ChildrenOverview />}
    </>
  );
}

/**
 * /app/home, composed in src/app since features do not import each other: the account's home page with each
 * role's own section (a provider's business set-up; for families, places offered from their waitlists, the provider search and their children).
 */
export function HomePage() {
  return <AppHomePage roleSection={(role) => <Suspense fallback={null}>{roleSection(role)}</Suspense>} />;
}
