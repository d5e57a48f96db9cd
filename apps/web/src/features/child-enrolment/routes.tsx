import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['child-enrolment'], load);

const pages = {
  enrolIndex: page(() => import('./pages/enrol-index-page.tsx').then((m) => ({ Component: m.EnrolIndexPage }))),
  enrol: page(() => import('./pages/enrol-page.tsx').then((m) => ({ Component: m.EnrolPage }))),
  invitationLink: page(() =>
    import('./pages/invitation-link-page.tsx').then((m) => ({ Component: m.InvitationLinkPage })),
  ),
  survey: page(() => import('./pages/survey-page.tsx').then((m) => ({ Component: m.SurveyPage }))),
};

/** Children of /app: the enrolment wizard (step in the address); a child's whole record is placed by src/app. */
export const childEnrolmentAppRoutes: RouteObject[] = [
  { path: 'enroll', lazy: pages.enrolIndex },
  { path: 'enroll/:step', lazy: pages.enrol },
  { path: 'invitation-link', lazy: pages.invitationLink },
  // SPEC section 2 names the waitlist survey's page here too; it is the same survey as /surveycontainer.
  { path: 'surveys/parents/waitlist', lazy: pages.survey },
];

/** /surveycontainer (signed in, any role), rendered inside the signed-in layout. */
export const surveyRoute: RouteObject = { index: true, lazy: pages.survey };

/** The children overview for the parent's home, with its text loaded beside its code. */
export const loadChildrenOverview = page(() =>
  import('./components/children-overview.tsx').then((m) => m.ChildrenOverview),
);
