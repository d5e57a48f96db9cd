import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['admin'], load);

/** SPEC section 2's /admin pages that exist so far (SuperAdmin only, by the navigation guard). */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('./pages/admin-home-page.tsx').then((m) => ({ Component: m.AdminHomePage }))),
  },
  { path: 'users', lazy: page(() => import('./pages/users-page.tsx').then((m) => ({ Component: m.UsersPage }))) },
  {
    path: 'users/:userId',
    lazy: page(() => import('./pages/user-details-page.tsx').then((m) => ({ Component: m.UserDetailsPage }))),
  },
  {
    path: 'children-admin',
    lazy: page(() => import('./pages/children-admin-page.tsx').then((m) => ({ Component: m.ChildrenAdminPage }))),
  },
  {
    path: 'booking-info-provider',
    lazy: page(() => import('./pages/booking-info-page.tsx').then((m) => ({ Component: m.ProviderBookingInfoPage }))),
  },
  {
    path: 'booking-info-child',
    lazy: page(() => import('./pages/booking-info-page.tsx').then((m) => ({ Component: m.ChildBookingInfoPage }))),
  },
  {
    path: 'reported-conversations',
    lazy: page(() =>
      import('./pages/reported-conversations-page.tsx').then((m) => ({ Component: m.ReportedConversationsPage })),
    ),
  },
  {
    path: 'reported-conversations/:roomId',
    lazy: page(() =>
      import('./pages/reported-conversation-page.tsx').then((m) => ({ Component: m.ReportedConversationPage })),
    ),
  },
  {
    path: 'badge-verification',
    lazy: page(() =>
      import('./pages/badge-verification-page.tsx').then((m) => ({ Component: m.BadgeVerificationPage })),
    ),
  },
  {
    path: 'badge-verification/:providerId',
    lazy: page(() =>
      import('./pages/badge-verification-provider-page.tsx').then((m) => ({
        Component: m.BadgeVerificationProviderPage,
      })),
    ),
  },
  {
    path: 'bookings',
    lazy: page(() => import('./pages/admin-bookings-page.tsx').then((m) => ({ Component: m.AdminBookingsPage }))),
  },
  {
    path: 'edit-privacy-policy',
    lazy: page(() => import('./pages/policy-editor-page.tsx').then((m) => ({ Component: m.EditPrivacyPolicyPage }))),
  },
  {
    path: 'edit-terms-of-use',
    lazy: page(() => import('./pages/policy-editor-page.tsx').then((m) => ({ Component: m.EditTermsOfUsePage }))),
  },
  {
    path: 'failed-jobs',
    lazy: page(() => import('./pages/failed-jobs-page.tsx').then((m) => ({ Component: m.FailedJobsPage }))),
  },
  {
    path: 'audit-log',
    lazy: page(() => import('./pages/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage }))),
  },
];
