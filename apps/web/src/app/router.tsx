import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { lazyRoute, lazyRouteWithText } from '../lib/lazy-route.ts';
import { AppShell } from './app-shell.tsx';
import {
  bookingFlowRoutes,
  orderLinkRoutes,
  proposeRecurringRoute,
  providerHistoryRoute,
} from '../features/booking/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { chatRoutes } from '../features/chat/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { childEnrolmentAppRoutes, surveyRoute } from '../features/child-enrolment/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { paymentRoutes, payoutAccountRoute } from '../features/payments/routes.tsx';
import { providerEnrolmentRoutes } from '../features/provider-enrolment/routes.tsx';
import { providerSearchRoutes } from '../features/provider-search/routes.tsx';
import { providerWaitlistRoute, waitlistQueueRoutes } from '../features/waitlist/queue-routes.tsx';
import { waitlistPurchaseRoutes, waitlistWizardRoutes } from '../features/waitlist/routes.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { navigationGuardLoader } from './navigation-guard.ts';
import { RootRouteError, RouteError } from './route-error.tsx';

// Each page is its own chunk, fetched when its route is first matched; lazyRoute reports a chunk that cannot be
// fetched (a stale deploy) as a ChunkLoadError.
const notFoundPage = lazyRoute(() =>
  import('../features/content/pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
);
const homePage = lazyRoute(() =>
  import('../features/content/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
);
const errorPage = lazyRoute(() =>
  import('../features/content/pages/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
);
// The signed-in frame shows the account feature's user menu and role switcher.
const appLayout = lazyRouteWithText(['account'], () =>
  import('./layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
);
// The server answers 404 for /dev/* in production, so only a development server ever serves this page.
const uiGalleryPage = lazyRoute(() =>
  import('./dev/ui-gallery-page.tsx').then((m) => ({ Component: m.UiGalleryPage })),
);
const accountPage = <T,>(load: () => Promise<T>) => lazyRouteWithText(['account'], load);
const account = {
  login: accountPage(() =>
    import('../features/account/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  ),
  register: accountPage(() =>
    import('../features/account/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  ),
  forgot: accountPage(() =>
    import('../features/account/pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  ),
  reset: accountPage(() =>
    import('../features/account/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  ),
  notConfirmed: accountPage(() =>
    import('../features/account/pages/email-not-confirmed-page.tsx').then((m) => ({
      Component: m.EmailNotConfirmedPage,
    })),
  ),
  confirm: accountPage(() =>
    import('../features/account/pages/confirm-email-page.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
  ),
  // Composed in src/app: each role's home shows the sections of the features that role uses.
  home: accountPage(() => import('./home-page.tsx').then((m) => ({ Component: m.HomePage }))),
  supplement: accountPage(() =>
    import('../features/account/pages/register-supplement-page.tsx').then((m) => ({
      Component: m.RegisterSupplementPage,
    })),
  ),
  congratulations: accountPage(() =>
    import('../features/account/pages/congratulations-page.tsx').then((m) => ({ Component: m.CongratulationsPage })),
  ),
  editProfile: accountPage(() =>
    import('../features/account/pages/edit-profile-page.tsx').then((m) => ({ Component: m.EditProfilePage })),
  ),
  settings: accountPage(() =>
    import('../features/account/pages/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  ),
  notifications: accountPage(() =>
    import('../features/account/pages/notification-settings-page.tsx').then((m) => ({
      Component: m.NotificationSettingsPage,
    })),
  ),
};

// Step 1 of the provider wizard: the payments feature's payout account panel, composed in src/app.
const providerPayoutStep = lazyRouteWithText(['provider-enrolment', 'payments'], () =>
  import('./provider-payout-step.tsx').then((m) => ({ Component: m.ProviderPayoutStep })),
);

// A provider's profile (the profile feature's page) with the search feature's favourite toggle.
const providerProfilePage = lazyRouteWithText(['provider-profile', 'provider-search', 'booking', 'chat'], () =>
  import('./provider-profile-route.tsx').then((m) => ({ Component: m.ProviderProfileRoute })),
);

// The search with the family's bookings beside it (issue 15), composed in src/app.
const bookingPage = lazyRouteWithText(['provider-search', 'booking'], () =>
  import('./booking-route.tsx').then((m) => ({ Component: m.BookingRoute })),
);

// The booking summary with the profile's cancellation terms and the payments feature's default card.
const bookingSummaryPage = lazyRouteWithText(['booking', 'provider-profile', 'payments'], () =>
  import('./booking-summary-route.tsx').then((m) => ({ Component: m.BookingSummaryRoute })),
);

// A child's record: the family's own (enrolment feature) or, for a provider, a booked child's (booking feature).
const childDetailsPage = lazyRouteWithText(['child-enrolment', 'booking'], () =>
  import('./child-details-route.tsx').then((m) => ({ Component: m.ChildDetailsRoute })),
);

// The provider's public profile preview: the profile feature's page with the enrolment's "what is missing".
const publicProfilePage = lazyRouteWithText(['provider-profile', 'provider-enrolment'], () =>
  import('./public-profile-page.tsx').then((m) => ({ Component: m.PublicProfilePage })),
);

// Around the pages on a provider's own record: a SuperAdmin (allowed there by section 6) has none to show.
const ownProviderGate = lazyRouteWithText(['provider-enrolment'], () =>
  import('./own-provider-gate.tsx').then((m) => ({ Component: m.OwnProviderGate })),
);

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageLoader,
    // Last resort when a layout itself fails; page errors are caught below, inside the layout.
    ErrorBoundary: RootRouteError,
    // The navigation rules of SPEC section 2 apply to every address, so the guard runs on every navigation.
    loader: navigationGuardLoader,
    shouldRevalidate: () => true,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: homePage },
              { path: 'not-found', lazy: notFoundPage },
              { path: 'error', lazy: errorPage },
              { path: 'entry/login', lazy: account.login },
              { path: 'entry/register', lazy: account.register },
              { path: 'forgotpassword', lazy: account.forgot },
              { path: 'resetpassword', lazy: account.reset },
              { path: 'emailnotconfirmed', lazy: account.notConfirmed },
              { path: 'confirm-email', lazy: account.confirm },
              orderLinkRoutes.parent,
              orderLinkRoutes.provider,
              ...contentRoutes,
              { path: 'dev/ui', lazy: uiGalleryPage },
              // Addresses the guard lets through (known to SPEC section 2) whose page does not exist yet.
              { path: '*', lazy: notFoundPage },
            ],
          },
        ],
      },
      {
        path: 'app',
        // Lazy like the pages: the signed-in frame (and the auth store it reads) is not needed on public pages.
        lazy: appLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { path: 'home', lazy: account.home },
              { path: 'register-supplement', lazy: account.supplement },
              { path: 'congratulations', lazy: account.congratulations },
              { path: 'edit-profile', lazy: account.editProfile },
              { path: 'settings', lazy: account.settings },
              { path: 'user-settings-notifications', lazy: account.notifications },
              ...childEnrolmentAppRoutes,
              ...paymentRoutes,
              { path: 'providers/:providerId', lazy: providerProfilePage },
              { path: 'booking', lazy: bookingPage, handle: { wideLayout: true } },
              ...providerSearchRoutes,
              ...waitlistQueueRoutes,
              ...chatRoutes,
              ...notificationRoutes,
              { path: 'history/viewDetails/:childId', lazy: childDetailsPage },
              {
                lazy: ownProviderGate,
                children: [
                  ...providerEnrolmentRoutes(providerPayoutStep),
                  payoutAccountRoute,
                  { path: 'public-profile', lazy: publicProfilePage },
                  providerHistoryRoute,
                  proposeRecurringRoute,
                  providerWaitlistRoute,
                ],
              },
              { path: '*', lazy: notFoundPage },
            ],
          },
        ],
      },
      // The booking flow, the waitlist wizard and its purchase pages (SPEC section 2): outside /app, inside the signed-in
      // frame.
      {
        lazy: appLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              bookingFlowRoutes.chooseType,
              bookingFlowRoutes.time,
              bookingFlowRoutes.recurring,
              { path: 'booking-summary', lazy: bookingSummaryPage },
              ...waitlistPurchaseRoutes,
              ...waitlistWizardRoutes,
            ],
          },
        ],
      },
      // SPEC section 2's administration (SuperAdmin only: the guard answers not-found to everyone else).
      {
        path: 'admin',
        lazy: appLayout,
        children: [{ ErrorBoundary: RouteError, children: [...adminRoutes, { path: '*', lazy: notFoundPage }] }],
      },
      // Signed in, any role (SPEC section 2), outside /app but inside the signed-in frame.
      {
        path: 'surveycontainer',
        lazy: appLayout,
        children: [{ ErrorBoundary: RouteError, children: [surveyRoute] }],
      },
    ],
  },
];

/** With `hydrationData`, the router starts from the server's rendering of the first page (ADR 019). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the code (and catalogues) of the routes that match `path` and puts them in the route table, so that the
 * router starts with every page module at hand and hydrates the server's markup instead of showing its fallback.
 */
export async function resolveLazyRoutes(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
