// The routes of SPEC section 2 that the web app has pages for, and who may open them (SPEC section 6, the shared
// ROUTE_ACCESS table, read with findRoute and canAccessRoute). Used by a11y-sweep.spec.ts and role-routes.spec.ts;
// a spec that needs "every route" takes it from here.
import { Role } from '@kinderly/shared';

export type SweepRoute = {
  /** The key of ROUTE_ACCESS this address falls under. */
  pattern: string;
  /** The address to open; `:name` segments are filled in by the spec from the demo data. */
  path: string;
  /** The address the app settles on when it is not `path` itself (a wizard opens its saved step). */
  landsOn?: RegExp;
};

const route = (pattern: string, path = pattern, landsOn?: RegExp): SweepRoute => ({ pattern, path, landsOn });

/** Public pages, opened signed out. */
export const PUBLIC_ROUTES: readonly SweepRoute[] = [
  route('/'),
  route('/about'),
  route('/blog'),
  route('/blog/:id'),
  route('/careers'),
  route('/help'),
  route('/licenses'),
  route('/press'),
  route('/safety'),
  route('/entry/login'),
  route('/entry/register'),
  // Without a token these pages say the link is not valid: the state a person who lost the token sees.
  route('/resetpassword'),
  route('/forgotpassword'),
  route('/emailnotconfirmed'),
  route('/confirm-email'),
  route('/error'),
  route('/not-found'),
  route('/cookie-policy'),
  route('/privacy-policy'),
  route('/terms-of-use'),
  route('/pdf-viewer', '/pdf-viewer?url=/samples/kinderly-guide.pdf'),
  // Without a token (or with an expired one) the booking link pages say the link no longer works.
  route('/orders-history'),
  route('/bookings-history'),
];

/** Signed-in pages, each with one role that may open it (a demo account of that role opens it). */
export const SIGNED_IN_ROUTES: Readonly<Partial<Record<Role, readonly SweepRoute[]>>> = {
  [Role.Parent]: [
    route('/app/home'),
    route('/surveycontainer'),
    route('/app/payment-info'),
    route('/app/payment-info-stripe'),
    route('/app/credit-cards-list'),
    route('/app/congratulations'),
    route('/app/register-supplement'),
    route('/app/settings'),
    route('/app/let-me-know'),
    route('/app/invitation-link'),
    route('/app/user-settings-notifications'),
    route('/app/notifications'),
    route('/app/history/viewDetails/:childId'),
    route('/app/edit-profile'),
    route('/app/providers/:providerId'),
    route('/app/booking'),
    route('/app/booking', '/app/booking?view=bookings'),
    // Opened bare, the booking flow's pages say a provider must be chosen first (the journey opens them with one).
    route('/choose-booking-type'),
    route('/booking-time'),
    route('/reoccurring-booking-day'),
    route('/booking-summary'),
    route('/app/favourites'),
    route('/app/messages'),
    // The demo parent's room with a listed provider, opened from the profile's "Message".
    route('/app/messages/:roomId'),
    route('/app/parent-location'),
    route('/app/parent-location-automation'),
    // Without the browser's permission (the sweep grants none) the page says so and offers to type the address.
    route('/app/get-parent-location-automation'),
    route('/app/waitlist/*', '/app/waitlist/waitlist-card'),
    // Opened bare (no child in the address), the limit and purchase pages say which child to choose first.
    route('/limit-page'),
    route('/one-time-purchase'),
    route('/app/surveys/parents/waitlist'),
    // The waitlist's introduction; the wizard opened for a child that is not the family's says so (the journey,
    // waitlist-wizard.spec.ts, checks each step with the demo parent's child).
    route('/main-modal-page'),
    route('/waitlist/:id/*', '/waitlist/not-a-child/provider-type'),
  ],
  // The demo parent has enrolled children and no card, so enrolment sends them to the card page first (SPEC
  // section 2); the demo nanny opens the wizard itself.
  [Role.Nanny]: [route('/app/enroll/*', '/app/enroll/child-info')],
  [Role.HomeProvider]: [
    // The wizard opens the step the demo provider stopped at; its other address opens the payout step.
    route('/app/enroll-childcare/*', '/app/enroll-childcare', /\/app\/enroll-childcare\/[a-z-]+$/),
    route('/app/enroll-childcare-provider/*', '/app/enroll-childcare-provider/stripe-connected-account-link'),
    route('/app/payout-account'),
    route('/app/regulation-compliance'),
    route('/app/edit-provider-enrollment'),
    route('/app/policy-procedures'),
    route('/app/badges'),
    route('/app/location'),
    route('/app/family-amenities'),
    route('/app/home-safety'),
    route('/app/settings-notifications'),
    route('/app/public-profile'),
    route('/app/history/*', '/app/history'),
    route('/app/provider/waitlist'),
  ],
  // The administration built so far (issue 18 adds the rest); the seed has one reported conversation.
  [Role.SuperAdmin]: [
    route('/admin/*', '/admin'),
    route('/admin/*', '/admin/users'),
    route('/admin/*', '/admin/users/:userId'),
    route('/admin/*', '/admin/children-admin'),
    route('/admin/*', '/admin/booking-info-provider'),
    route('/admin/*', '/admin/booking-info-child'),
    route('/admin/*', '/admin/reported-conversations'),
    route('/admin/*', '/admin/reported-conversations/:roomId'),
    route('/admin/*', '/admin/audit-log'),
    route('/admin/*', '/admin/failed-jobs'),
    route('/admin/*', '/admin/badge-verification'),
    route('/admin/*', '/admin/badge-verification/:providerId'),
    route('/admin/*', '/admin/bookings'),
    route('/admin/*', '/admin/edit-privacy-policy'),
    route('/admin/*', '/admin/edit-terms-of-use'),
  ],
};

/**
 * Routes of SPEC section 2 (keys of ROUTE_ACCESS) the web app has no page for yet: the app answers them with its
 * not-found page. A page added for one of them moves it into the lists above.
 */
export const NOT_IN_THE_WEB_APP: readonly string[] = [];

/** The demo accounts of the seed (packages/db/src/seed.ts); every one has the password DEMO_PASSWORD. */
export const DEMO_LOGINS: Readonly<Record<Role, string>> = {
  [Role.Parent]: 'parent@kinderly.example',
  [Role.HomeProvider]: 'provider@kinderly.example',
  [Role.Nanny]: 'nanny@kinderly.example',
  [Role.SuperAdmin]: 'admin@kinderly.example',
};

/** The second demo family (seedDemoNeighbour): a parent whose one child, Théo, is enrolled. */
export const DEMO_NEIGHBOUR_LOGIN = 'neighbour@kinderly.example';
